"""Remake the README's screenshots from the bundled demo, in Debian's Chromium.

    cc2html --demo -o /tmp/demo-out && python docs/images/screenshots.py /tmp/demo-out/demo.html

Desktop (1280x900, light, the Edit call opened) and phone (390x700 at 2x, dark). Needs
playwright (the test extra) and /usr/bin/chromium. The copy buttons' glyph (U+2398) is in
no font Debian's chromium brings: these were taken with Symbola on fontconfig's path
(`apt-get download fonts-symbola`, `dpkg -x`, a fonts.conf naming that folder in
FONTCONFIG_FILE), which changes nothing on the machine.
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent


def main(page: str) -> None:
    url = Path(page).resolve().as_uri()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu", "--hide-scrollbars"])
        desktop = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme="light")
        desktop.goto(url)
        desktop.locator("summary", has_text="Edit").first.click()
        desktop.wait_for_timeout(500)
        desktop.screenshot(path=str(HERE / "demo.png"))
        phone = browser.new_page(viewport={"width": 390, "height": 700}, color_scheme="dark",
                                 device_scale_factor=2, is_mobile=True, has_touch=True)
        phone.goto(url)
        phone.wait_for_timeout(500)
        phone.screenshot(path=str(HERE / "demo-phone.png"))
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1])
