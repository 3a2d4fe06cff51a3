/// The page's script: reading settings kept in `localStorage`, and reading aloud with the
/// Web Speech API (`speechSynthesis`), the spoken sentence highlighted and kept in view.
/// No framework, no request: it only reads the page it is in.
enum ReaderScript {
    static let javascript = #"""
(function () {
  "use strict";
  var KEY = "exporttool-reader";
  var root = document.documentElement;
  var FONTS = {
    serif: 'Georgia, "DejaVu Serif", "Noto Serif", "Times New Roman", serif',
    sans: 'system-ui, "DejaVu Sans", "Noto Sans", Arial, sans-serif',
    dyslexic: '"exporttool reader font", "OpenDyslexic", "OpenDyslexic3", "Atkinson Hyperlegible", "Lexend", sans-serif',
    mono: '"DejaVu Sans Mono", "Noto Sans Mono", Consolas, monospace'
  };
  var DYSLEXIC = ["OpenDyslexic", "OpenDyslexic3", "Atkinson Hyperlegible", "Lexend"];
  var defaults = { font: "serif", size: 1.125, line: 1.6, letter: 0, word: 0, width: 38, theme: "auto",
    rate: 1, voice: "", pages: root.getAttribute("data-read-pages") === "true",
    notes: root.getAttribute("data-read-notes") !== "false" };
  // Stored settings are checked before use: another page of the same origin, or a hand,
  // can leave anything in localStorage (a 10000px font, markup as a theme).
  var LIMITS = { size: [0.75, 3], line: [1, 2.6], letter: [0, 0.3], word: [0, 1], width: [20, 80], rate: [0.5, 2] };
  var CHOICES = { font: ["serif", "sans", "dyslexic", "mono"], theme: ["auto", "light", "dark", "sepia", "contrast"] };
  var settings = load();

  function load() {
    var stored = {};
    try { stored = JSON.parse(window.localStorage.getItem(KEY) || "{}") || {}; } catch (e) { stored = {}; }
    var result = {};
    Object.keys(defaults).forEach(function (key) {
      result[key] = valid(key, stored[key]) ? stored[key] : defaults[key];
    });
    return result;
  }
  function valid(key, value) {
    if (typeof value !== typeof defaults[key]) { return false; }
    if (LIMITS[key]) { return isFinite(value) && value >= LIMITS[key][0] && value <= LIMITS[key][1]; }
    if (CHOICES[key]) { return CHOICES[key].indexOf(value) >= 0; }
    if (key === "voice") { return value.length <= 200; }
    return true;
  }
  function save() {
    try { window.localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode: not kept */ }
  }
  function apply() {
    root.style.setProperty("--font", FONTS[settings.font] || FONTS.serif);
    root.style.setProperty("--size", settings.size + "rem");
    root.style.setProperty("--line", String(settings.line));
    root.style.setProperty("--letter", settings.letter + "em");
    root.style.setProperty("--word", settings.word + "em");
    root.style.setProperty("--width", settings.width + "em");
    root.setAttribute("data-theme", settings.theme);
  }
  apply();

  function ready() {
    var $ = function (id) { return document.getElementById(id); };
    var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    var status = $("status");
    var playButton = $("play");

    // --- Settings ---
    function fontInstalled(family) {
      var context = document.createElement("canvas").getContext("2d");
      if (!context) { return false; }
      var sample = "mmmmmmmmmmlllliiiWW@#0123";
      return ["monospace", "serif"].every(function (base) {
        context.font = "40px " + base;
        var width = context.measureText(sample).width;
        context.font = '40px "' + family + '", ' + base;
        return context.measureText(sample).width !== width;
      });
    }
    // The font embedded by --reader-font, else one installed here; without either the
    // choice is greyed and a note says why, never silently gone.
    var dyslexicOption = document.querySelector('#set-font option[value="dyslexic"]');
    if (dyslexicOption && root.getAttribute("data-reader-font") !== "true" && !DYSLEXIC.some(fontInstalled)) {
      dyslexicOption.disabled = true;
      if ($("font-note")) { $("font-note").hidden = false; }
      if (settings.font === "dyslexic") { settings.font = "sans"; apply(); }
    }
    var controls = {
      font: $("set-font"), size: $("set-size"), line: $("set-line"), letter: $("set-letter"),
      word: $("set-word"), width: $("set-width"), theme: $("set-theme"), rate: $("set-rate"),
      voice: $("set-voice"), pages: $("set-pages"), notes: $("set-notes")
    };
    // A slider's value in words, shown beside it and given to assistive technology.
    var SHOWN = {
      size: function (v) { return Math.round(v * 16) + " px"; },
      line: function (v) { return v.toFixed(1); },
      letter: function (v) { return v.toFixed(2) + " em"; },
      word: function (v) { return v.toFixed(2) + " em"; },
      width: function (v) { return Math.round(v) + " em"; },
      rate: function (v) { return v.toFixed(1) + "\u00d7"; }
    };
    function showValue(key) {
      var control = controls[key];
      var output = control && $(control.id + "-value");
      if (!output || !SHOWN[key]) { return; }
      var words = SHOWN[key](settings[key]);
      output.textContent = words;
      control.setAttribute("aria-valuetext", words);
    }
    function showSettings() {
      Object.keys(controls).forEach(function (key) {
        var control = controls[key];
        if (!control) { return; }
        if (control.type === "checkbox") { control.checked = settings[key]; } else { control.value = String(settings[key]); }
        showValue(key);
      });
    }
    Object.keys(controls).forEach(function (key) {
      var control = controls[key];
      if (!control) { return; }
      control.addEventListener(control.tagName === "SELECT" || control.type === "checkbox" ? "change" : "input", function () {
        var value = control.type === "checkbox" ? control.checked
          : typeof defaults[key] === "number" ? parseFloat(control.value) : control.value;
        if (typeof value === "number" && isNaN(value)) { return; }
        settings[key] = value;
        apply();
        save();
        showValue(key);
        if (key === "pages" || key === "notes") { collect(); }
        if (playing && (key === "rate" || key === "voice" || key === "pages" || key === "notes")) { speakFrom(current); }
      });
    });
    $("reset-settings").addEventListener("click", function () {
      Object.keys(defaults).forEach(function (key) { settings[key] = defaults[key]; });
      apply(); save(); showSettings(); collect();
    });
    showSettings();

    // --- Sentences ---
    var synth = window.speechSynthesis;
    var all = Array.prototype.slice.call(document.querySelectorAll("main .s, main .page"));
    var parts = {};
    Array.prototype.forEach.call(document.querySelectorAll("main .s-part"), function (part) {
      var id = part.getAttribute("data-part-of");
      (parts[id] = parts[id] || []).push(part);
    });
    var sentences = [];
    var current = -1;
    var playing = false;
    var generation = 0;
    var lit = [];

    function readable(element) {
      if (element.classList.contains("page")) { return settings.pages; }
      // Notes, as --notes skip leaves them out of the SSML; sidebars stay.
      if (!settings.notes && element.closest("aside.note:not(.note-aside)")) { return false; }
      return true;
    }
    function collect() {
      var keep = sentences[current];
      sentences = all.filter(readable);
      current = keep ? sentences.indexOf(keep) : -1;
      if (keep && current < 0) { current = firstAfter(keep); }
    }
    collect();

    function textOf(node) {
      var text = "";
      Array.prototype.forEach.call(node.childNodes, function (child) {
        if (child.nodeType === 3) { text += child.nodeValue; return; }
        if (child.nodeType !== 1) { return; }
        if (child.classList.contains("page") || child.classList.contains("noteref") || child.tagName === "RT") { return; }
        text += textOf(child);
      });
      return text;
    }
    function spoken(element) {
      var say = element.getAttribute("data-say");
      return (say !== null ? say : textOf(element)).replace(/\s+/g, " ").trim();
    }
    function block(element) {
      return element.classList.contains("page") && element.tagName === "DIV" ? element
        : element.parentElement.closest("p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, caption, figcaption, pre, blockquote, aside, figure, div");
    }
    function language(element) {
      var holder = element.closest("[lang]");
      return holder ? holder.getAttribute("lang") : root.getAttribute("lang");
    }
    function firstAfter(node) {
      for (var index = 0; index < sentences.length; index++) {
        var position = node.compareDocumentPosition(sentences[index]);
        if (sentences[index] === node || position & Node.DOCUMENT_POSITION_FOLLOWING || position & Node.DOCUMENT_POSITION_CONTAINED_BY) {
          return index;
        }
      }
      return -1;
    }

    function highlight(index) {
      lit.forEach(function (element) { element.classList.remove("reading"); });
      lit = [];
      current = index;
      var element = sentences[index];
      if (!element) { return; }
      lit = [element].concat(parts[element.id] || []);
      lit.forEach(function (part) { part.classList.add("reading"); });
      var box = element.getBoundingClientRect();
      var header = document.querySelector("header.reader");
      var top = header ? header.getBoundingClientRect().bottom : 0;
      if (box.top < top || box.bottom > window.innerHeight) {
        element.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
      }
    }

    // --- Voices ---
    var voiceSelect = controls.voice;
    function voices() { return synth && typeof synth.getVoices === "function" ? synth.getVoices() || [] : []; }
    function listVoices() {
      if (!voiceSelect) { return; }
      var chosen = settings.voice;
      while (voiceSelect.options.length > 1) { voiceSelect.remove(1); }
      voices().forEach(function (voice) {
        var option = document.createElement("option");
        option.value = voice.voiceURI;
        option.textContent = voice.name + " (" + voice.lang + ")";
        voiceSelect.appendChild(option);
      });
      voiceSelect.value = chosen;
      if (voiceSelect.value !== chosen) { voiceSelect.value = ""; }
    }
    function primary(tag) { return String(tag || "").toLowerCase().split(/[-_]/)[0]; }
    function voiceFor(lang) {
      var list = voices();
      var chosen = list.filter(function (voice) { return voice.voiceURI === settings.voice; })[0];
      if (chosen && primary(chosen.lang) === primary(lang)) { return chosen; }
      return list.filter(function (voice) { return primary(voice.lang) === primary(lang) && voice.localService; })[0]
        || list.filter(function (voice) { return primary(voice.lang) === primary(lang); })[0] || null;
    }
    if (synth) {
      listVoices();
      if (typeof synth.addEventListener === "function") { synth.addEventListener("voiceschanged", listVoices); }
    }

    // --- Reading aloud ---
    function setPlaying(value, message) {
      playing = value;
      playButton.textContent = value ? playButton.getAttribute("data-pause") : playButton.getAttribute("data-play");
      if (message) { status.textContent = message; }
    }
    function speakFrom(index) {
      generation += 1;
      var mine = generation;
      if (synth) { synth.cancel(); }
      if (index < 0 || index >= sentences.length) {
        setPlaying(false, index >= sentences.length ? status.getAttribute("data-ended") : "");
        return;
      }
      // One utterance per paragraph and language: the engine's boundary events move the
      // highlight sentence by sentence inside it.
      var group = [], offsets = [], text = "";
      var firstBlock = block(sentences[index]), lang = language(sentences[index]);
      for (var at = index; at < sentences.length && group.length < 40 && text.length < 2000; at++) {
        if (at > index && (block(sentences[at]) !== firstBlock || language(sentences[at]) !== lang)) { break; }
        var words = spoken(sentences[at]);
        group.push(at);
        offsets.push(text.length);
        text += words + " ";
      }
      highlight(index);
      var utterance = new window.SpeechSynthesisUtterance(text.trim() || " ");
      utterance.lang = lang;
      utterance.rate = settings.rate;
      var voice = voiceFor(lang);
      if (voice) { utterance.voice = voice; }
      utterance.onboundary = function (event) {
        if (mine !== generation) { return; }
        var position = 0;
        for (var k = 0; k < offsets.length; k++) { if (offsets[k] <= event.charIndex) { position = k; } }
        if (group[position] !== current) { highlight(group[position]); }
      };
      utterance.onend = function () {
        if (mine !== generation) { return; }
        speakFrom(group[group.length - 1] + 1);
      };
      utterance.onerror = function (event) {
        if (mine !== generation || event.error === "interrupted" || event.error === "canceled") { return; }
        setPlaying(false, status.getAttribute("data-stopped"));
      };
      setPlaying(true);
      synth.speak(utterance);
    }
    function startIndex() {
      var selection = window.getSelection && window.getSelection();
      if (selection && !selection.isCollapsed && selection.anchorNode) {
        var node = selection.anchorNode.nodeType === 1 ? selection.anchorNode : selection.anchorNode.parentElement;
        var sentence = node && node.closest(".s");
        var index = sentence ? sentences.indexOf(sentence) : (node ? firstAfter(node) : -1);
        if (index >= 0) { return index; }
      }
      return current >= 0 ? current : 0;
    }
    function play() {
      if (!synth) { return; }
      status.textContent = status.getAttribute("data-reading");
      speakFrom(startIndex());
    }
    function pause() {
      generation += 1;
      if (synth) { synth.cancel(); }
      setPlaying(false, status.getAttribute("data-paused"));
    }
    function toggle() { if (playing) { pause(); } else { play(); } }
    function moveTo(index) {
      index = Math.max(0, Math.min(sentences.length - 1, index));
      if (playing) { speakFrom(index); } else { highlight(index); }
    }
    function step(direction) { moveTo((current < 0 ? 0 : current) + direction); }
    function paragraph(direction) {
      var index = current < 0 ? 0 : current;
      var here = block(sentences[index]);
      if (direction > 0) {
        while (index < sentences.length - 1 && block(sentences[index]) === here) { index++; }
      } else {
        var start = index;
        while (start > 0 && block(sentences[start - 1]) === here) { start--; }
        if (start === index && start > 0) {
          var before = block(sentences[start - 1]);
          start -= 1;
          while (start > 0 && block(sentences[start - 1]) === before) { start--; }
        }
        index = start;
      }
      moveTo(index);
    }

    if (!synth || typeof window.SpeechSynthesisUtterance !== "function") {
      Array.prototype.forEach.call(document.querySelectorAll(".controls button"), function (button) { button.disabled = true; });
      status.textContent = status.getAttribute("data-no-speech");
    }
    playButton.addEventListener("click", toggle);
    $("next-sentence").addEventListener("click", function () { step(1); });
    $("previous-sentence").addEventListener("click", function () { step(-1); });
    $("next-paragraph").addEventListener("click", function () { paragraph(1); });
    $("previous-paragraph").addEventListener("click", function () { paragraph(-1); });
    document.querySelector("main").addEventListener("click", function (event) {
      if (event.target.closest("a")) { return; }
      var sentence = event.target.closest(".s, .s-part");
      if (sentence && sentence.classList.contains("s-part")) { sentence = document.getElementById(sentence.getAttribute("data-part-of")); }
      var index = sentence ? sentences.indexOf(sentence) : -1;
      if (index >= 0) { moveTo(index); }
    });
    // A contents link (or any link in the page) moves the reading place to where it leads.
    window.addEventListener("hashchange", function () {
      var target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!target) { return; }
      var index = firstAfter(target);
      if (index >= 0) { if (playing) { speakFrom(index); } else { current = index; } }
    });
    var settingsPanel = $("settings");
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && settingsPanel.open && settingsPanel.contains(document.activeElement)) {
        settingsPanel.open = false;
        settingsPanel.querySelector("summary").focus();
        event.preventDefault();
        return;
      }
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) { return; }
      var handled = true;
      switch (event.code) {
        case "KeyP": toggle(); break;
        case "ArrowRight": step(1); break;
        case "ArrowLeft": step(-1); break;
        case "ArrowDown": paragraph(1); break;
        case "ArrowUp": paragraph(-1); break;
        case "KeyS": settingsPanel.open = true; controls.font.focus(); break;
        case "KeyC":
          var first = document.querySelector("nav.toc a");
          if (first) { first.focus(); } else { handled = false; }
          break;
        default: handled = false;
      }
      if (handled) { event.preventDefault(); }
    });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", ready); } else { ready(); }
})();
"""#
}
