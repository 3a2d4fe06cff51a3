// The umbrella: a program that imports ExportKit sees the model, the reader and every
// exporter family, as it did before the library was split into targets.
@_exported import BookModel
@_exported import BrailleExport
@_exported import EPUBReader
@_exported import HTMLExport
@_exported import JSONExport
@_exported import ReadingModel
@_exported import SSMLExport
@_exported import Speech
@_exported import TextExport
@_exported import NarrationExport
@_exported import EPUBWriter
@_exported import MathRender
@_exported import EBrailleExport
@_exported import DAISYExport
