#!/usr/bin/env python3
"""Opens an unzipped eBraille file set in headless Chromium, from its entry page.

  ebraille.py FOLDER [--axe-documents N]

Checks: index.html loads with no console error; every link of its navigation (contents,
page list, landmarks) is followed by clicking it, lands on the content document it names,
on the element its fragment names, with no console error; the style sheet is applied (a
print page break laid out as a line); axe-core reports no violation on index.html and the
first N content documents (every one by default). Prints one line per check; exits 1 on
any failure.
"""

import argparse
import pathlib
import sys

from selenium.webdriver.common.by import By

import reader_page
from reader_page import fail, ok, make_driver, open_page, clear_logs, url_of, axe_script, check_axe


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]


def check_navigation(driver, folder):
    index = folder / "index.html"
    clear_logs(driver)
    open_page(driver, index)
    errors = console_errors(driver)
    if errors:
        fail("index.html: console messages on load: %s" % errors[:5])
    links = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('nav a'), function (a) {"
        " return [a.getAttribute('href'), a.closest('nav').getAttribute('epub:type')]; })")
    if not links:
        fail("index.html: no navigation link")
        return
    bad = []
    for position, (href, kind) in enumerate(links):
        open_page(driver, index)
        anchor = driver.find_elements(By.CSS_SELECTOR, "nav a")[position]
        driver.execute_script("arguments[0].scrollIntoView()", anchor)
        anchor.click()
        expected = (folder / href.split("#")[0]).resolve().as_uri()
        landed = driver.execute_script("return location.href.split('#')[0]")
        if landed != expected:
            bad.append("%s %s: landed on %s" % (kind, href, landed))
            continue
        if "#" in href:
            target = href.split("#", 1)[1]
            if not driver.execute_script("return document.getElementById(arguments[0]) !== null", target):
                bad.append("%s %s: no element %s" % (kind, href, target))
        errors = console_errors(driver)
        if errors:
            bad.append("%s %s: console %s" % (kind, href, errors[:2]))
    if bad:
        fail("navigation: %d of %d links fail, e.g. %s" % (len(bad), len(links), bad[:3]))
    else:
        ok("navigation: all %d links of the contents, page list and landmarks land on their targets" % len(links))


def check_style(driver, folder, documents):
    for document in documents:
        open_page(driver, document)
        found = driver.execute_script(
            "var b = document.querySelector('[role~=doc-pagebreak]'); if (!b) { return null; }"
            "var s = getComputedStyle(b); return [s.display, getComputedStyle(b, '::before').content.length > 10,"
            " getComputedStyle(document.querySelector('p') || b).textIndent];")
        if found is None:
            continue
        display, line, _ = found
        if display != "flex" or not line:
            fail("%s: the print page break is not laid out as a line of dots 3-6 (%s)" % (document.name, found))
        else:
            ok("%s: the style sheet lays out the print page break as a line" % document.name)
        return


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--axe-documents", type=int, default=0)
    arguments = parser.parse_args()
    folder = pathlib.Path(arguments.folder).resolve()
    documents = sorted((folder / "ebraille").glob("*.xhtml"))
    driver = make_driver()
    try:
        check_navigation(driver, folder)
        check_style(driver, folder, documents)
        source = axe_script()
        chosen = documents[: arguments.axe_documents] if arguments.axe_documents else documents
        for page in [folder / "index.html"] + chosen:
            check_axe(driver, page, source)
    finally:
        driver.quit()
    print("%d failures" % len(reader_page.failures), flush=True)
    return 1 if reader_page.failures else 0


if __name__ == "__main__":
    sys.exit(main())
