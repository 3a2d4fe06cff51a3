#!/usr/bin/env python3
"""Drives exporttool's reader page (--to html) in headless Chromium through chromedriver.

Run by the Swift test ReaderPageBrowserTests (and by `make demo` for screenshots):

  reader_page.py check PAGE.html [--expect EXPECT.json] [--checks load,tree,settings,speech,axe]
  reader_page.py axe PAGE.html [PAGE.html ...]
  reader_page.py screenshots PAGE.html OUTDIR

Every failure is printed as one line starting with "FAIL"; the exit status is 1 if any.
"""
import argparse
import json
import os
import pathlib
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
THEMES = ["light", "dark", "sepia", "contrast"]
# The WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices but two: those that
# judge the book's own heading outline (a book without a level-one heading, a chapter that
# goes from h1 to h3), which the page keeps as the book has it (docs/html.md).
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
AXE_OFF = ["page-has-heading-one", "heading-order"]

# A speechSynthesis stand-in: it "speaks" by firing start, a boundary event at each
# word, then end, from timers, as Chromium's engines do; cancel() stops what is queued.
FAKE_SPEECH = r"""
(function () {
  var timers = [];
  function later(fn) { timers.push(setTimeout(fn, window.__fakeDelay || 2)); }
  function Utterance(text) { this.text = text; this.lang = ""; this.rate = 1; this.voice = null; }
  var voices = [{ name: "Stand-in", lang: "en-US", voiceURI: "stand-in-en", localService: true, "default": true }];
  var synth = {
    speaking: false, pending: false, paused: false,
    getVoices: function () { return voices; },
    addEventListener: function () {},
    speak: function (u) {
      window.__spoken = (window.__spoken || []).concat([u.text]);
      synth.speaking = true;
      later(function () { if (u.onstart) { u.onstart({ type: "start", charIndex: 0 }); } });
      var pattern = /\S+/g, match;
      while ((match = pattern.exec(u.text)) !== null) {
        (function (index) {
          later(function () { if (u.onboundary) { u.onboundary({ type: "boundary", name: "word", charIndex: index }); } });
        })(match.index);
      }
      later(function () { synth.speaking = false; if (u.onend) { u.onend({ type: "end" }); } });
    },
    cancel: function () { timers.forEach(clearTimeout); timers = []; synth.speaking = false; },
    pause: function () {}, resume: function () {}
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
})();
"""

failures = []


def fail(message):
    failures.append(message)
    print("FAIL " + message, flush=True)


def ok(message):
    print("ok   " + message, flush=True)


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900", "--force-prefers-reduced-motion", "--lang=en-US",
                     "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # axe on a whole novel takes minutes on a busy machine: the client waits as long.
    try:
        driver.command_executor._client_config.timeout = 1200
    except AttributeError:
        pass
    driver.set_script_timeout(1200)
    driver.set_page_load_timeout(120)
    return driver


def url_of(page):
    return pathlib.Path(page).resolve().as_uri()


def open_page(driver, page):
    driver.get(url_of(page))
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.readyState") == "complete")


def clear_logs(driver):
    driver.get_log("browser")
    driver.get_log("performance")


# --- load: no console error, no network request ----------------------------------

def check_load(driver, page):
    clear_logs(driver)
    open_page(driver, page)
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    if errors:
        fail("%s: console messages on load: %s" % (page, errors[:5]))
    else:
        ok("%s: no console error or warning on load" % page)
    own = url_of(page)
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url != own and not url.startswith("data:"):
                requests.append(url)
    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
        ".filter(function (n) { return n.indexOf('data:') !== 0; })")
    if requests or resources:
        fail("%s: the page made requests: %s %s" % (page, requests[:5], resources[:5]))
    else:
        ok("%s: no network request (only the page itself)" % page)


# --- the accessibility tree ---------------------------------------------------------

def ax_value(node, key):
    value = node.get(key) or {}
    return value.get("value")


def check_tree(driver, page, expect):
    open_page(driver, page)
    # The settings are in a disclosure: opened, as a reader would, so its controls show.
    driver.find_element(By.CSS_SELECTOR, "#settings summary").click()
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    shown = [node for node in nodes if not node.get("ignored")]
    headings = []
    for node in shown:
        if ax_value(node, "role") != "heading":
            continue
        level = None
        for prop in node.get("properties", []):
            if prop["name"] == "level":
                level = prop["value"]["value"]
        headings.append([level, " ".join(str(ax_value(node, "name") or "").split())])
    expected = [[level, " ".join(name.split())] for level, name in expect.get("headings", [])]
    # A heading's name is its text (with a page marker's or note reference's own words).
    matches = len(headings) == len(expected) and all(
        got[0] == want[0] and want[1] in got[1] for got, want in zip(headings, expected))
    if not matches:
        fail("%s: headings in the accessibility tree %s, expected %s" % (page, headings[:12], expected[:12]))
    else:
        ok("%s: %d headings with their levels in the accessibility tree" % (page, len(headings)))
    roles = {ax_value(node, "role") for node in shown}
    for landmark in expect.get("landmarks", ["banner", "navigation", "main"]):
        if landmark not in roles:
            fail("%s: no %s landmark in the accessibility tree" % (page, landmark))
    ok("%s: landmarks %s" % (page, ", ".join(expect.get("landmarks", ["banner", "navigation", "main"]))))
    named = {}
    for node in shown:
        role = ax_value(node, "role")
        if role in ("button", "combobox", "slider", "checkbox", "link"):
            name = " ".join(str(ax_value(node, "name") or "").split())
            if not name:
                fail("%s: a %s without a name (node %s)" % (page, role, node.get("nodeId")))
            named.setdefault(role, []).append(name)
    for role, names in expect.get("controls", {}).items():
        for name in names:
            if name not in named.get(role, []):
                fail("%s: no %s named %r (found %s)" % (page, role, name, named.get(role, [])[:20]))
    ok("%s: named controls %s" % (page, {role: len(names) for role, names in named.items()}))


# --- reading settings -----------------------------------------------------------------

def style_of(driver, selector, prop):
    return driver.execute_script(
        "var e = document.querySelector(arguments[0]); return e ? getComputedStyle(e)[arguments[1]] : null;",
        selector, prop)


def check_settings(driver, page):
    open_page(driver, page)
    driver.execute_script("localStorage.clear()")
    open_page(driver, page)
    text = "main p"
    body = "body"
    cases = [
        ("set-font", "select", "mono", text, "fontFamily"),
        ("set-size", "range", 4, text, "fontSize"),
        ("set-line", "range", 3, text, "lineHeight"),
        ("set-letter", "range", 3, text, "letterSpacing"),
        ("set-word", "range", 3, text, "wordSpacing"),
        ("set-width", "range", 5, "main", "maxWidth"),
        ("set-theme", "select", "sepia", body, "backgroundColor"),
    ]
    driver.find_element(By.CSS_SELECTOR, "#settings summary").click()
    after = {}
    for control_id, kind, change, selector, prop in cases:
        before = style_of(driver, selector, prop)
        control = driver.find_element(By.ID, control_id)
        if kind == "select":
            Select(control).select_by_value(change)
        else:
            control.send_keys(*([Keys.ARROW_RIGHT] * change))
        now = style_of(driver, selector, prop)
        if now == before:
            fail("%s: changing %s left %s at %s" % (page, control_id, prop, now))
        else:
            ok("%s: %s changes %s from %s to %s" % (page, control_id, prop, before, now))
        after[(selector, prop)] = now
    for theme in THEMES:
        Select(driver.find_element(By.ID, "set-theme")).select_by_value(theme)
        after[("theme", theme)] = style_of(driver, body, "backgroundColor")
    if len({after[("theme", theme)] for theme in THEMES}) != len(THEMES):
        fail("%s: the themes do not all differ: %s" % (page, [after[("theme", t)] for t in THEMES]))
    Select(driver.find_element(By.ID, "set-theme")).select_by_value("sepia")
    after[(body, "backgroundColor")] = style_of(driver, body, "backgroundColor")
    checkbox = driver.find_element(By.ID, "set-pages")
    was = checkbox.is_selected()
    checkbox.click()
    driver.refresh()
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.readyState") == "complete")
    for (selector, prop), value in after.items():
        if selector == "theme":
            continue
        again = style_of(driver, selector, prop)
        if again != value:
            fail("%s: after a reload %s is %s, was set to %s" % (page, prop, again, value))
    if driver.find_element(By.ID, "set-pages").is_selected() == was:
        fail("%s: the page-number choice did not survive a reload" % page)
    ok("%s: every setting survives a reload" % page)
    driver.execute_script("localStorage.clear()")


def check_controls(driver, page):
    """Issue 42: every slider shows its value (and says it to assistive technology); the
    dyslexia-friendly font is offered when the page embeds one, else greyed with a note
    saying why (never silently hidden); on a small screen the open settings do not stay
    stuck over the text."""
    open_page(driver, page)
    driver.execute_script("localStorage.clear()")
    open_page(driver, page)
    driver.find_element(By.CSS_SELECTOR, "#settings summary").click()
    for control_id in ["set-size", "set-line", "set-letter", "set-word", "set-width", "set-rate"]:
        control = driver.find_element(By.ID, control_id)
        shown = driver.find_element(By.ID, control_id + "-value")
        before = shown.text
        control.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
        after = shown.text
        spoken = control.get_attribute("aria-valuetext")
        if not before or after == before or spoken != after:
            fail("%s: %s shows %r, then %r after two steps (aria-valuetext %r)" % (page, control_id, before, after, spoken))
        else:
            ok("%s: %s shows its value: %s, then %s" % (page, control_id, before, after))
    embedded = driver.execute_script("return document.documentElement.getAttribute('data-reader-font') === 'true'")
    option = driver.find_element(By.CSS_SELECTOR, '#set-font option[value="dyslexic"]')
    note = driver.find_element(By.ID, "font-note")
    if embedded:
        Select(driver.find_element(By.ID, "set-font")).select_by_value("dyslexic")
        family = style_of(driver, "main p", "fontFamily") or ""
        loaded = driver.execute_script("return document.fonts.check('16px \"exporttool reader font\"')")
        if not option.is_enabled() or note.is_displayed() or "exporttool reader font" not in family or not loaded:
            fail("%s: the embedded font is not used (enabled %s, note shown %s, family %s, loaded %s)"
                 % (page, option.is_enabled(), note.is_displayed(), family, loaded))
        else:
            ok("%s: the embedded dyslexia-friendly font is offered and used" % page)
    elif option.is_enabled():
        ok("%s: a dyslexia-friendly font is installed here; the choice is offered" % page)
    elif not option.is_displayed() and not note.is_displayed():
        fail("%s: the dyslexia-friendly choice is unavailable and nothing says why" % page)
    else:
        ok("%s: the dyslexia-friendly choice is greyed and the note says why: %s" % (page, note.text))
    driver.set_window_size(360, 640)
    try:
        position = style_of(driver, "header.reader", "position")
        if position == "sticky":
            fail("%s: on a 360x640 screen the open settings stay stuck over the text" % page)
        else:
            ok("%s: on a small screen the open settings scroll away with the page (%s)" % (page, position))
        driver.find_element(By.CSS_SELECTOR, "#settings summary").click()
        if style_of(driver, "header.reader", "position") != "sticky":
            fail("%s: with the settings closed the small screen's header is no longer sticky" % page)
    finally:
        driver.set_window_size(1200, 900)
    driver.execute_script("localStorage.clear()")


# --- hostile stored settings --------------------------------------------------------

HOSTILE_STORAGE = [
    ("a 10000px font", '{"size": 10000}'),
    ("a font size in px as text", '{"size": "10000px"}'),
    ("a theme holding markup", '{"theme": "<img src=x onerror=\\"document.title=\'owned\'\\">"}'),
    ("a font holding CSS", '{"font": "serif; background: url(http://127.0.0.1:9/x)"}'),
    ("a negative width and infinite spacing", '{"width": -5, "line": 1e308, "letter": -1e308, "word": 1e9}'),
    ("settings of the wrong types", '{"size": [3], "rate": {"valueOf": 9}, "pages": "yes", "voice": 7}'),
    ("a voice name of a megabyte", '{"voice": "' + "v" * (1 << 20) + '"}'),
    ("an inherited key", '{"__proto__": {"size": 9}, "constructor": 1}'),
    ("a number", '5'),
    ("null", 'null'),
    ("broken JSON", '{"size": 2'),
]


def check_storage(driver, page):
    """Whatever localStorage holds, the page loads with sane settings: text at a readable
    size, a theme of its own list, no markup or request, no console error."""
    open_page(driver, page)
    driver.execute_script("localStorage.clear()")
    open_page(driver, page)
    default_size = style_of(driver, "main p", "fontSize")
    default_width = style_of(driver, "main", "maxWidth")
    for name, stored in HOSTILE_STORAGE:
        driver.execute_script("localStorage.setItem('exporttool-reader', arguments[0])", stored)
        clear_logs(driver)
        open_page(driver, page)
        problems = []
        size = style_of(driver, "main p", "fontSize")
        if size != default_size:
            problems.append("text size %s (default %s)" % (size, default_size))
        width = style_of(driver, "main", "maxWidth")
        if width != default_width:
            problems.append("column width %s (default %s)" % (width, default_width))
        theme = driver.execute_script("return document.documentElement.getAttribute('data-theme')")
        if theme not in THEMES + ["auto"]:
            problems.append("theme %r" % theme)
        if driver.execute_script("return document.querySelectorAll('img[src=x]').length") or driver.title == "owned":
            problems.append("stored markup became part of the page")
        font = style_of(driver, "main p", "fontFamily") or ""
        if "url(" in font or "background" in font:
            problems.append("font family %r" % font)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        if overflow > 0:
            problems.append("the page is %d px wider than the window" % overflow)
        for control in ["set-size", "set-line", "set-letter", "set-word", "set-width"]:
            element = driver.find_element(By.ID, control)
            value, low, high = (float(element.get_attribute(a)) for a in ("value", "min", "max"))
            if not low <= value <= high:
                problems.append("%s shows %s outside %s..%s" % (control, value, low, high))
        errors = [e["message"] for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
        if errors:
            problems.append("console: %s" % errors[:3])
        requests = [json.loads(e["message"])["message"]["params"]["request"]["url"]
                    for e in driver.get_log("performance")
                    if json.loads(e["message"])["message"].get("method") == "Network.requestWillBeSent"]
        requests = [url for url in requests if url != url_of(page) and not url.startswith("data:")]
        if requests:
            problems.append("requests: %s" % requests[:3])
        if problems:
            fail("%s: stored %s: %s" % (page, name, "; ".join(problems)))
        else:
            ok("%s: stored %s is refused: default settings, no markup, no request" % (page, name))
    driver.execute_script("localStorage.clear()")


# --- reading aloud --------------------------------------------------------------------

def alt_shift(driver, key):
    ActionChains(driver).key_down(Keys.ALT).key_down(Keys.SHIFT).send_keys(key).key_up(Keys.SHIFT).key_up(Keys.ALT).perform()


def check_speech(driver, page):
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SPEECH})
    try:
        open_page(driver, page)
        driver.execute_script("localStorage.clear()")
        open_page(driver, page)
        plan = driver.execute_script("""
            var visible = function (e) { return !e.classList.contains('said') && e.getClientRects().length > 0; };
            var chapters = document.querySelectorAll('main section.chapter');
            var order = Array.prototype.slice.call(document.querySelectorAll('main .s'));
            if (chapters.length < 2) { return null; }
            var first = Array.prototype.slice.call(chapters[0].querySelectorAll('.s')).filter(visible);
            var start = first[first.length - 1];
            var index = order.indexOf(start);
            var firstOfNext = order.findIndex(function (e) { return chapters[1].contains(e); });
            return { start: start.id, expected: order.slice(index, firstOfNext + 3).map(function (e) { return e.id; }),
                     boundary: order[firstOfNext].id };
        """)
        if not plan:
            fail("%s: fewer than two chapters to read across" % page)
            return
        driver.execute_script("""
            window.__lit = [];
            new MutationObserver(function (records) {
              records.forEach(function (r) {
                if (r.target.classList.contains('reading') && r.target.classList.contains('s')) {
                  var log = window.__lit;
                  if (log[log.length - 1] !== r.target.id) { log.push(r.target.id); }
                }
              });
            }).observe(document.querySelector('main'), { attributes: true, attributeFilter: ['class'], subtree: true });
        """)
        start = driver.find_element(By.ID, plan["start"])
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", start)
        # A click on the sentence itself (its middle may be a link, which leads elsewhere).
        driver.execute_script("arguments[0].click()", start)
        alt_shift(driver, "p")
        expected = plan["expected"]
        try:
            WebDriverWait(driver, 60).until(lambda d: len(d.execute_script("return window.__lit")) >= len(expected))
        except Exception:
            pass
        lit = driver.execute_script("return window.__lit")
        if lit[:len(expected)] != expected:
            fail("%s: the highlight moved through %s, expected %s" % (page, lit[:len(expected)], expected))
        else:
            ok("%s: the highlight moved sentence by sentence across a chapter boundary (%s -> %s)"
               % (page, plan["start"], plan["boundary"]))
        in_view = driver.execute_script("""
            var e = document.querySelector('main .s.reading'); if (!e) { return false; }
            var box = e.getBoundingClientRect(); return box.bottom > 0 && box.top < window.innerHeight;""")
        if not in_view:
            fail("%s: the spoken sentence is not in view" % page)
        # Pause and move by sentence from the keyboard: the stand-in now takes its time.
        driver.execute_script("window.__fakeDelay = 60000;")
        if driver.find_element(By.ID, "play").text == "Pause":
            alt_shift(driver, "p")
        start = driver.find_element(By.ID, plan["start"])
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", start)
        # A click on the sentence itself (its middle may be a link, which leads elsewhere).
        driver.execute_script("arguments[0].click()", start)
        alt_shift(driver, "p")
        playing = driver.find_element(By.ID, "play").text
        alt_shift(driver, "p")
        paused = driver.find_element(By.ID, "play").text
        if (playing, paused) != ("Pause", "Play"):
            fail("%s: Alt+Shift+P should play then pause; the button said %r then %r" % (page, playing, paused))
        alt_shift(driver, Keys.ARROW_RIGHT)
        moved = driver.execute_script("var e = document.querySelector('main .s.reading'); return e && e.id")
        if moved != expected[1]:
            fail("%s: Alt+Shift+Right moved to %s, expected %s" % (page, moved, expected[1]))
        else:
            ok("%s: Alt+Shift+P plays and pauses, Alt+Shift+Right goes to the next sentence" % page)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def check_reading_choices(driver, page):
    """Notes off: reading goes from the sentence before a note to the one after it. Page
    numbers on: the page marker after a sentence is read next."""
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SPEECH})
    try:
        for choice in ("notes", "pages"):
            open_page(driver, page)
            driver.execute_script("localStorage.clear()")
            open_page(driver, page)
            plan = driver.execute_script("""
                var choice = arguments[0];
                var visible = function (e) { return !e.classList.contains('said') && e.getClientRects().length > 0; };
                var all = Array.prototype.slice.call(document.querySelectorAll('main .s, main .page'));
                var target = choice === 'notes' ? document.querySelector('main aside.note:not(.note-aside)')
                                                : all.filter(function (e) { return e.classList.contains('page'); })
                                                     .filter(function (e) { var i = all.indexOf(e); return i > 0 && all[i - 1].classList.contains('s'); })[0];
                if (!target) { return null; }
                var sentences = all.filter(function (e) { return e.classList.contains('s'); });
                var before = sentences.filter(function (e) {
                  return visible(e) && (target.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING) && !target.contains(e); });
                var after = sentences.filter(function (e) {
                  return (target.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) && !target.contains(e); });
                if (!before.length || !after.length) { return null; }
                return { start: before[before.length - 1].id,
                         next: choice === 'notes' ? after[0].id : (target.id || null) };
            """, choice)
            if not plan:
                ok("%s: no %s to choose to skip or read" % (page, choice))
                continue
            driver.find_element(By.CSS_SELECTOR, "#settings summary").click()
            driver.find_element(By.ID, "set-" + choice).click()
            driver.execute_script("""
                window.__lit = [];
                new MutationObserver(function (records) {
                  records.forEach(function (r) {
                    if (r.target.classList.contains('reading') && (r.target.classList.contains('s') || r.target.classList.contains('page'))) {
                      var log = window.__lit;
                      if (log[log.length - 1] !== r.target.id) { log.push(r.target.id); }
                    }
                  });
                }).observe(document.querySelector('main'), { attributes: true, attributeFilter: ['class'], subtree: true });
            """)
            start = driver.find_element(By.ID, plan["start"])
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", start)
            # A click on the sentence itself (its middle may be a link, which leads elsewhere).
            driver.execute_script("arguments[0].click()", start)
            alt_shift(driver, "p")
            try:
                WebDriverWait(driver, 60).until(lambda d: len(d.execute_script("return window.__lit")) >= 2)
            except Exception:
                pass
            lit = driver.execute_script("return window.__lit")
            if lit[:2] != [plan["start"], plan["next"]]:
                fail("%s: with %s switched, reading went %s, expected %s then %s"
                     % (page, choice, lit[:2], plan["start"], plan["next"]))
            else:
                ok("%s: %s" % (page, "notes off: the note is skipped" if choice == "notes"
                               else "page numbers on: the page marker is read"))
            if driver.find_element(By.ID, "play").text == "Pause":
                alt_shift(driver, "p")
        driver.execute_script("localStorage.clear()")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


# --- axe-core -------------------------------------------------------------------------

def axe_script():
    # selenium-axe-python (the maintained fork of axe-selenium-python) ships axe-core 4.9,
    # which knows the WCAG 2.1 and 2.2 rules; axe-selenium-python 2.1.6 ships axe-core 3.1.
    import selenium_axe_python
    path = pathlib.Path(selenium_axe_python.__file__).parent / "axe-core" / "axe.min.js"
    return path.read_text(encoding="utf-8")


def check_axe(driver, page, source):
    open_page(driver, page)
    driver.execute_script(source)
    options = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"],
               "rules": {rule: {"enabled": False} for rule in AXE_OFF}}
    results = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, arguments[0]).then(function (r) { done(r); }, function (e) { done({error: String(e)}); });",
        options)
    if "error" in results:
        fail("%s: axe-core failed: %s" % (page, results["error"]))
        return
    violations = results["violations"]
    if violations:
        for violation in violations:
            targets = [node["target"] for node in violation["nodes"][:3]]
            fail("%s: axe %s (%s): %d nodes, e.g. %s" % (page, violation["id"], violation["help"],
                                                          len(violation["nodes"]), targets))
    else:
        ok("%s: axe-core %s reports no violation (%s)" % (page, results.get("testEngine", {}).get("version", "?"),
                                                           ", ".join(AXE_TAGS)))


# --- screenshots ----------------------------------------------------------------------

def screenshots(driver, page, directory):
    os.makedirs(directory, exist_ok=True)
    stem = pathlib.Path(page).stem
    for theme in THEMES:
        open_page(driver, page)
        driver.execute_script(
            "localStorage.setItem('exporttool-reader', JSON.stringify({theme: arguments[0]}));", theme)
        open_page(driver, page)
        # Highlight a sentence, as while reading aloud.
        driver.execute_script("""
            var s = Array.prototype.slice.call(document.querySelectorAll('main .s'))
              .filter(function (e) { return !e.classList.contains('said') && e.textContent.length > 20; })[1];
            if (s) { s.click(); window.scrollTo(0, 0); }""")
        path = os.path.join(directory, "%s-%s.png" % (stem, theme))
        driver.save_screenshot(path)
        print("wrote " + path, flush=True)
    driver.execute_script("localStorage.clear()")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["check", "axe", "screenshots"])
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--expect")
    parser.add_argument("--checks", default="load,tree,settings,speech,axe")
    arguments = parser.parse_args()
    driver = make_driver()
    try:
        if arguments.command == "screenshots":
            screenshots(driver, arguments.pages[0], arguments.pages[1])
            return 0
        if arguments.command == "axe":
            source = axe_script()
            for page in arguments.pages:
                started = time.monotonic()
                check_axe(driver, page, source)
                print("     (%.1f s)" % (time.monotonic() - started), flush=True)
        else:
            expect = json.loads(pathlib.Path(arguments.expect).read_text()) if arguments.expect else {}
            checks = arguments.checks.split(",")
            for page in arguments.pages:
                if "load" in checks:
                    check_load(driver, page)
                if "tree" in checks:
                    check_tree(driver, page, expect)
                if "settings" in checks:
                    check_settings(driver, page)
                if "storage" in checks:
                    check_storage(driver, page)
                if "controls" in checks:
                    check_controls(driver, page)
                if "speech" in checks:
                    check_speech(driver, page)
                    check_reading_choices(driver, page)
                if "axe" in checks:
                    check_axe(driver, page, axe_script())
    finally:
        driver.quit()
    print("%d failures" % len(failures), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
