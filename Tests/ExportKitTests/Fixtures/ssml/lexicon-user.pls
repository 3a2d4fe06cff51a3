<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en">
  <lexeme><grapheme>Tomato</grapheme><phoneme>təˈmɑːtəʊ</phoneme></lexeme>
  <lexeme><grapheme>the keeper</grapheme><alias>the lighthouse keeper</alias></lexeme>
</lexicon>
