<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="fr">
  <lexeme><grapheme>Cordouan</grapheme><phoneme>kɔʁdwɑ̃</phoneme></lexeme>
</lexicon>
