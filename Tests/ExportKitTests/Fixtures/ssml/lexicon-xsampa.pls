<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="x-sampa" xml:lang="en">
  <lexeme><grapheme>Tomato</grapheme><phoneme>t@"mA:t@U</phoneme></lexeme>
</lexicon>
