/// The page's style sheet: reading settings as custom properties on the root (set by the
/// script from the reader's choices), four themes and the system's preferences.
enum ReaderStyle {
    static let css = #"""
:root {
  --font: Georgia, "DejaVu Serif", "Noto Serif", "Times New Roman", serif;
  --size: 1.125rem; --line: 1.6; --letter: 0em; --word: 0em; --width: 38em;
  --bg: #ffffff; --fg: #1a1a1a; --muted: #595959; --link: #0645ad; --panel: #f2f2f2;
  --mark-bg: #fff3a0; --mark-fg: #1a1a1a; --mark-link: #0645ad; --focus: #1a5fb4; --border: #767676;
  color-scheme: light;
}
:root[data-theme="dark"] { --bg: #121212; --fg: #e8e6e3; --muted: #b0b0b0; --link: #8ab4f8; --panel: #1e1e1e;
  --mark-bg: #4d3d00; --mark-fg: #ffffff; --mark-link: #bcd4fb; --focus: #8ab4f8; --border: #9a9a9a; color-scheme: dark; }
:root[data-theme="sepia"] { --bg: #f4ecd8; --fg: #3b2f1e; --muted: #5c4a32; --link: #4a2c8a; --panel: #e9dfc6;
  --mark-bg: #e6cf7a; --mark-fg: #2b2115; --mark-link: #3a1f70; --focus: #4a2c8a; --border: #7a6a52; color-scheme: light; }
:root[data-theme="contrast"] { --bg: #000000; --fg: #ffffff; --muted: #ffffff; --link: #ffff00; --panel: #000000;
  --mark-bg: #ffff00; --mark-fg: #000000; --mark-link: #000000; --focus: #00ffff; --border: #ffffff; color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :root[data-theme="auto"] { --bg: #121212; --fg: #e8e6e3; --muted: #b0b0b0; --link: #8ab4f8; --panel: #1e1e1e;
    --mark-bg: #4d3d00; --mark-fg: #ffffff; --mark-link: #bcd4fb; --focus: #8ab4f8; --border: #9a9a9a; color-scheme: dark; }
}
@media (prefers-contrast: more) {
  :root[data-theme="auto"] { --bg: #000000; --fg: #ffffff; --muted: #ffffff; --link: #ffff00; --panel: #000000;
    --mark-bg: #ffff00; --mark-fg: #000000; --mark-link: #000000; --focus: #00ffff; --border: #ffffff; color-scheme: dark; }
}
@media (forced-colors: active) { .s.reading { outline: 3px solid Highlight; } }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body { margin: 0; background: var(--bg); color: var(--fg); font-family: var(--font); font-size: var(--size);
  line-height: var(--line); letter-spacing: var(--letter); word-spacing: var(--word); }
a { color: var(--link); }
a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible,
[tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
:target { outline: 2px dashed var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999em; top: 0; background: var(--bg); color: var(--link); padding: .5em; z-index: 10; }
.skip:focus { left: .5em; }
header.reader { position: sticky; top: 0; z-index: 5; background: var(--panel); color: var(--fg);
  border-bottom: 1px solid var(--border); padding: .4em 1em; font-family: system-ui, sans-serif; font-size: 1rem;
  line-height: 1.4; letter-spacing: normal; word-spacing: normal; }
header.reader .book { margin: 0 0 .3em; font-weight: bold; }
header.reader .controls { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; }
header.reader button, header.reader select, header.reader input { font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--border); border-radius: 4px; padding: .25em .6em; min-height: 2em; }
header.reader details { margin-top: .3em; }
header.reader summary { cursor: pointer; }
.settings-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14em, 1fr)); gap: .5em 1em; margin: .5em 0; }
.settings-grid label { display: flex; flex-direction: column; gap: .2em; }
.settings-grid label.check { flex-direction: row; align-items: center; }
.settings-grid output { color: var(--muted); font-variant-numeric: tabular-nums; }
.font-note { grid-column: 1 / -1; margin: 0; color: var(--muted); font-size: .9em; }
header.reader details[open] > .settings-grid { max-height: 60vh; overflow-y: auto; }
@media (max-width: 40em), (max-height: 40em) {
  header.reader { padding: .3em .5em; }
  header.reader:has(details[open]) { position: static; }
}
.status { margin: .3em 0 0; min-height: 1.4em; }
.shortcuts dt { font-weight: bold; }
.shortcuts dd { margin: 0 0 .3em 1em; }
nav.toc, main { max-width: var(--width); margin: 0 auto; padding: 0 1em; }
nav.toc { border-bottom: 1px solid var(--border); padding-bottom: 1em; }
nav.toc ol { padding-left: 1.2em; }
main { padding-bottom: 40vh; }
section.chapter { margin-bottom: 3em; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; }
img { max-width: 100%; height: auto; }
figure { margin: 1.5em 0; }
figcaption, .caption { font-style: italic; }
.img-alt { display: inline-block; border: 1px dashed var(--border); padding: .2em .5em; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid var(--border); padding: .3em .6em; text-align: start; vertical-align: top; }
caption { text-align: start; font-style: italic; padding-bottom: .3em; }
.page { color: var(--muted); font-family: system-ui, sans-serif; font-size: .8rem; letter-spacing: normal; }
span.page { display: inline-block; border: 1px solid var(--border); border-radius: 3px; padding: 0 .3em; margin: 0 .2em; line-height: 1.2; }
div.page { text-align: end; border-top: 1px dotted var(--border); margin: 1em 0; }
.page::before { content: "\2009"; }
.noteref { vertical-align: super; font-size: .75em; line-height: 0; }
aside.note { border-inline-start: 3px solid var(--border); padding: .2em 0 .2em 1em; margin: 1em 0; }
.note-label { font-weight: bold; margin-bottom: .2em; }
.backlink { font-weight: normal; font-size: .9em; margin-inline-start: .5em; }
.lines p { margin: 0; }
hr { border: none; border-top: 1px solid var(--border); margin: 2em 25%; }
.s { cursor: pointer; border-radius: 2px; }
.s.reading, .s-part.reading { background: var(--mark-bg); color: var(--mark-fg); box-shadow: 0 0 0 2px var(--mark-bg);
  transition: background-color .15s ease-in; }
.s.reading a, .s-part.reading a { color: var(--mark-link); }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; scroll-behavior: auto !important; } }
@media print { header.reader, .skip { display: none; } main { padding-bottom: 0; } }
"""#
}
