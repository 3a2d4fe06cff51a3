<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en">
  <lexeme><grapheme>Tomato</grapheme><phoneme>təˈmeɪtoʊ</phoneme></lexeme>
  <lexeme><grapheme>New  York</grapheme><alias>New York City</alias></lexeme>
</lexicon>
