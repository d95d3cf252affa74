#!/usr/bin/env python3
"""Takes a screenshot of each of several pages in one run of headless Chromium.

    python3 Tests/Scripts/screenshots.py CHROMIUM WIDTH HEIGHT OUT PAGE...

Starts CHROMIUM once, headless, and drives it over its DevTools pipe (--remote-debugging-pipe:
JSON messages ended by a NUL byte, read from file descriptor 3 and written to 4): a viewport
of WIDTH by HEIGHT CSS pixels at one device pixel each, then for each PAGE (a file path) it
loads the page, waits for its load event, and writes the viewport as OUT/N.png, N counting
pages from 0. Starting Chromium costs about a second and a half of processor time here, most of
a screenshot of a page, so the end-to-end tests take every page's in one run.

Exits 0 when every screenshot is written; otherwise prints what Chromium answered and exits 1.
Standard library only.
"""

import base64
import fcntl
import json
import os
import pathlib
import subprocess
import sys
import tempfile


class Browser:
    """A headless Chromium and the one page target the screenshots are taken in."""

    def __init__(self, executable, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads fd 3 and writes fd 4. The child moves the pipes above both first,
        # so that neither lands on the other, and keeps 3 and 4 open past close_fds.
        def child_fds():
            read, write = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
                           for fd in (to_browser_read, from_browser_write))
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.process = subprocess.Popen(
            [
                executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={profile}",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            pass_fds=(3, 4), preexec_fn=child_fds)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def read_message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed its pipe: "
                                   + self.process.stderr.read().decode(errors="replace"))
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, session=None, **params):
        """Sends a command and returns its result, keeping the events that arrive before it."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_for(self, method, session):
        """Waits for an event of a session, dropping the events before it."""
        while True:
            while self.events:
                event = self.events.pop(0)
                if event.get("method") == method and event.get("sessionId") == session:
                    return event
            self.events.append(self.read_message())

    def close(self):
        try:
            self.send("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=30)


def main():
    executable, width, height, out, *pages = sys.argv[1:]
    width, height = int(width), int(height)
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(executable, profile)
        try:
            target = browser.send("Target.createTarget", url="about:blank")["targetId"]
            session = browser.send("Target.attachToTarget", targetId=target, flatten=True)[
                "sessionId"]
            browser.send("Page.enable", session)
            browser.send("Emulation.setDeviceMetricsOverride", session, width=width,
                         height=height, deviceScaleFactor=1, mobile=False)
            for index, page in enumerate(pages):
                browser.send("Page.navigate", session, url=pathlib.Path(page).resolve().as_uri())
                browser.wait_for("Page.loadEventFired", session)
                shot = browser.send("Page.captureScreenshot", session, format="png")
                pathlib.Path(out, f"{index}.png").write_bytes(base64.b64decode(shot["data"]))
        except RuntimeError as error:
            print(error, file=sys.stderr)
            browser.process.kill()
            sys.exit(1)
        browser.close()


if __name__ == "__main__":
    main()
