#!/usr/bin/env python3
"""Serves the end-to-end tests' requests to one headless Chromium for as long as they run.

    python3 Tests/Scripts/browser.py CHROMIUM

Starts CHROMIUM headless and drives it over its DevTools pipe (--remote-debugging-pipe: JSON
messages ended by a NUL byte, read from file descriptor 3 and written to 4). Each line of standard
input is one request, a JSON object; each is answered by one line on standard output, `ok` or
`error` and what went wrong. Every request opens the page in a tab of its own, with a viewport of
"width" by "height" CSS pixels at one device pixel each, and closes the tab after:

- {"dom": URL, "budget": MS, ...}: lets the page run for MS milliseconds of virtual time, as
  `chromium --virtual-time-budget=MS --dump-dom` does, and writes the document's HTML to "out".
- {"screenshot": URL, ...}: waits for the page's load event and writes the viewport to "out" as
  PNG.
- {"evaluate": URL, "script": EXPRESSION, "image": PATH, ...}: waits for the page's load event,
  evaluates EXPRESSION in the page, writes its value (a string) to "out", then writes the viewport
  to "image" as PNG: one load of a page answers what a test asks of its layout and shows how it
  looks.

Starting Chromium costs about a second and a half of processor time here, more than most pages
take to lay out, so the tests share it: the tests run one script a processor (Browser.swift). Exits when standard input ends, closing Chromium. A
request that fails starts a new Chromium for the next. Standard library only.
"""

import base64
import fcntl
import json
import os
import pathlib
import select
import subprocess
import sys
import tempfile

# How long Chromium may take to answer one message before the request fails.
TIMEOUT_SECONDS = 60

# The document as `--dump-dom` prints it: its doctype on a line, then its element, then a newline.
DOCUMENT = """
(document.doctype ? new XMLSerializer().serializeToString(document.doctype) + "\\n" : "")
  + document.documentElement.outerHTML + "\\n"
"""


class Browser:
    """A headless Chromium, and the messages it sent that nobody has asked for yet."""

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

        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [
                executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={profile}",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.errors,
            pass_fds=(3, 4), preexec_fn=child_fds)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def read_message(self):
        while b"\0" not in self.buffer:
            ready, _, _ = select.select([self.from_browser], [], [], TIMEOUT_SECONDS)
            chunk = os.read(self.from_browser, 1 << 20) if ready else None
            if not chunk:
                self.errors.seek(0)
                said = self.errors.read().decode(errors="replace")[-2000:]
                raise RuntimeError(
                    ("Chromium closed its pipe" if ready else
                     f"Chromium sent nothing for {TIMEOUT_SECONDS} s") + f": {said}")
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

    def serve(self, request):
        """Opens a request's page in a tab of its own and writes what it asks for."""
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Page.enable", session)
        self.send("Emulation.setDeviceMetricsOverride", session, width=request["width"],
                  height=request["height"], deviceScaleFactor=1, mobile=False)
        out = pathlib.Path(request["out"])
        if "dom" in request:
            # As --virtual-time-budget does: time stands still while the page loads, then runs
            # for the budget, pausing whenever a fetch is pending.
            self.send("Emulation.setVirtualTimePolicy", session, policy="pause")
            self.send("Page.navigate", session, url=request["dom"])
            self.send("Emulation.setVirtualTimePolicy", session,
                      policy="pauseIfNetworkFetchesPending", budget=request["budget"])
            self.wait_for("Emulation.virtualTimeBudgetExpired", session)
            html = self.send("Runtime.evaluate", session, expression=DOCUMENT,
                             returnByValue=True)["result"]["value"]
            out.write_text(html, encoding="utf-8")
        elif "evaluate" in request:
            self.send("Page.navigate", session, url=request["evaluate"])
            self.wait_for("Page.loadEventFired", session)
            result = self.send("Runtime.evaluate", session, expression=request["script"],
                               returnByValue=True)
            if "exceptionDetails" in result:
                raise RuntimeError(f"the script threw: {result['exceptionDetails']}")
            value = result["result"].get("value")
            if not isinstance(value, str):
                raise RuntimeError(f"the script gave no string but {result['result']}")
            out.write_text(value, encoding="utf-8")
            self.screenshot(session, pathlib.Path(request["image"]))
        else:
            self.send("Page.navigate", session, url=request["screenshot"])
            self.wait_for("Page.loadEventFired", session)
            self.screenshot(session, out)
        self.send("Target.closeTarget", targetId=target)
        self.events = [event for event in self.events if event.get("sessionId") != session]

    def screenshot(self, session, image):
        """Writes a session's viewport to a file as PNG."""
        shot = self.send("Page.captureScreenshot", session, format="png")
        image.write_bytes(base64.b64decode(shot["data"]))

    def close(self):
        try:
            self.send("Browser.close")
            self.process.wait(timeout=30)
        except (RuntimeError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def main():
    executable = sys.argv[1]
    with tempfile.TemporaryDirectory() as profiles:
        browser, started = None, 0
        for line in sys.stdin:
            try:
                if not browser:
                    started += 1
                    browser = Browser(executable, pathlib.Path(profiles, str(started)))
                browser.serve(json.loads(line))
                answer = "ok"
            except (RuntimeError, OSError, KeyError, ValueError) as error:
                answer = f"error {type(error).__name__}: " + " ".join(str(error).split())
                if browser:
                    browser.process.kill()
                    browser.process.wait()
                    browser = None
            print(answer, flush=True)
        if browser:
            browser.close()


if __name__ == "__main__":
    main()
