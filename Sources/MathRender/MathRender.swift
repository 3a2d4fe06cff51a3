import ReadingModel

/// Renders a ``MathExpression`` for each way a book is read: speech (ClearSpeak,
/// SimpleSpeak), braille (UEB technical, Nemeth) and a linear text form. It imports only
/// the model, so every renderer family (text, SSML, braille, the reader page) can ask it
/// for the same expression's words or cells.
public enum MathRender {}
