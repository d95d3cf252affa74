#!/usr/bin/env python3
"""Repeats issue 25's attacks as processes against a built pushmatrix, and judges each.

    python3 Tests/Scripts/attacks.py [--tool PATH] [--package DIR] [--scratch DIR] [--only ITEMS]

--tool names the binary (default: the release build's, `swift build -c release -Xswiftc
-enable-testing --show-bin-path`); --package the package whose goldens, docs and fixture app the
attacks copy (default: this script's package; give an old checkout's root with its own binary to
measure the attacks before their fixes); --scratch the folder the copies go to (default: a fresh
one under the system's temporary folder, removed at the end); --only runs the rows whose item
is one of ITEMS, a comma-separated list (`R7`, `D2,R1`).

Each attack of issue 25 (Reliability and security items 1-22; Defaults and words 1, 2 and 6, the
ones a process can show), and issue 42's hostile specs and manifests (I42: each must end in
under 2 s and 200 MB), runs with a fresh copy of Tests/Fixtures/Apps/SceneLate where the issue
says <app>, under a timeout and a 2 GiB address-space limit (RLIMIT_AS), so that an attack that
still fails cannot take the machine down. Item 4's and 17's unreadable files need a user whom
permission bits stop: as root the tool runs as nobody (setpriv or runuser), otherwise as the
user running the script. The script prints a Markdown table (item, attack, result, exit, wall
time, peak resident memory from wait4) and exits 1 if any attack failed, 0 if all held or were
skipped. Standard library only; Linux (wait4's ru_maxrss in KiB, setpriv, /proc).

A full run takes about 30 s on the release build (most of it one export past a spreadsheet's
rows); .ci/run runs it after `pushmatrix check` (docs/contributing.md, "What CI says").
"""

import argparse
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

MEMORY_CAP = 2 << 30  # bytes of address space a child may map
MiB = 1 << 20
NOBODY = 65534


class Run:
    """One finished child: its exit, output and measures."""

    def __init__(self, argv, status, out, err, wall, peak_kib, timed_out):
        self.argv = argv
        self.status = status  # exit code, or 128 + signal as a shell reports it
        self.out = out
        self.err = err
        self.wall = wall
        self.peak_kib = peak_kib
        self.timed_out = timed_out

    @property
    def exit_text(self):
        if self.timed_out:
            return "timeout"
        if self.status > 128:
            return "%d (signal %d)" % (self.status, self.status - 128)
        return str(self.status)


class Context:
    """The tool, the package and the scratch folder the attacks share."""

    def __init__(self, tool, package, scratch):
        self.tool = tool
        self.package = package
        self.scratch = scratch
        self.counter = 0
        self.nobody = self._nobody_prefix()
        self._help = {}

    def _nobody_prefix(self):
        if os.geteuid() != 0:
            return []  # permission bits already stop this user
        if shutil.which("setpriv"):
            return ["setpriv", "--reuid=%d" % NOBODY, "--regid=%d" % NOBODY, "--clear-groups"]
        if shutil.which("runuser"):
            return ["runuser", "-u", "nobody", "--"]
        return None

    def fresh(self, name):
        """A new empty folder in the scratch folder."""
        self.counter += 1
        path = os.path.join(self.scratch, "%02d-%s" % (self.counter, name))
        os.makedirs(path)
        os.chmod(path, 0o755)
        return path

    def app(self, name="app"):
        """A fresh copy of the SceneLate fixture app, readable by everyone."""
        folder = self.fresh(name)
        copy = os.path.join(folder, "SceneLate")
        shutil.copytree(os.path.join(self.package, "Tests/Fixtures/Apps/SceneLate"), copy)
        return copy

    def package_copy(self, name, with_git=False):
        """A copy of the package's inputs and outputs: Package.swift, Matrices/ and docs/."""
        folder = self.fresh(name)
        root = os.path.join(folder, "pkg")
        os.makedirs(root)
        shutil.copy(os.path.join(self.package, "Package.swift"), root)
        for sub in ["Matrices", "docs"]:
            shutil.copytree(os.path.join(self.package, sub), os.path.join(root, sub), symlinks=True)
        if with_git:
            os.makedirs(os.path.join(root, ".git"))
            with open(os.path.join(root, ".git/config"), "w") as f:
                f.write("[core]\n\tbare = false\n")
        return root

    def help(self, command):
        if command not in self._help:
            self._help[command] = self.run([command, "--help"]).out
        return self._help[command]

    def run(self, args, cwd=None, timeout=120, as_nobody=False, ignore_sigpipe=False,
            stdout_file=None, tool=True, env=None):
        """Runs the tool (or argv as given) and measures it with wait4."""
        argv = ([self.tool] if tool else []) + list(args)
        if as_nobody and self.nobody:
            argv = self.nobody + argv
        return measure(argv, cwd or self.scratch, timeout, ignore_sigpipe, stdout_file, env)


def limits(ignore_sigpipe):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if ignore_sigpipe:
            signal.signal(signal.SIGPIPE, signal.SIG_IGN)
        os.setpgrp()
    return apply


def measure(argv, cwd, timeout, ignore_sigpipe=False, stdout_file=None, env=None):
    """Runs argv to its end or the timeout; its peak memory comes from wait4 on it alone."""
    if stdout_file is None:
        out_fd, out_path = tempfile.mkstemp(prefix="pushmatrix-out-")
        os.close(out_fd)
    else:
        out_path = stdout_file
    err_fd, err_path = tempfile.mkstemp(prefix="pushmatrix-err-")
    with open(out_path, "wb") as out:
        start = time.monotonic()
        process = subprocess.Popen(
            argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err_fd,
            preexec_fn=limits(ignore_sigpipe), env=env)
        status, usage, timed_out = wait(process, start, timeout)
        wall = time.monotonic() - start
    os.close(err_fd)
    with open(out_path, "rb") as f:
        output = f.read(8 * MiB)
    with open(err_path, "rb") as f:
        errors = f.read(1 * MiB)
    os.unlink(err_path)
    if stdout_file is None:
        os.unlink(out_path)
    return Run(argv, status, output.decode("utf-8", "replace"), errors.decode("utf-8", "replace"),
               wall, usage.ru_maxrss, timed_out)


def wait(process, start, timeout):
    """Waits for a child with wait4, killing its process group at the timeout."""
    timed_out = False
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > timeout:
            timed_out = True
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            pid, status, usage = os.wait4(process.pid, 0)
            break
        time.sleep(0.01)
    process.returncode = os.waitstatus_to_exitcode(status)
    code = process.returncode
    return (128 - code if code < 0 else code), usage, timed_out


def write(path, data, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


# Each attack returns (verdict, run): verdict None when it held, else why it failed;
# a verdict starting with "skipped" skips it.

def held_if(conditions, run):
    for ok, why in conditions:
        if not ok:
            return why, run
    return None, run


def clean_exit(run, code=0):
    if run.timed_out:
        return False, "did not finish in time"
    if run.status != code:
        return False, "exit %s, expected %d: %s" % (run.exit_text, code, first_line(run.err))
    return True, ""


def first_line(text):
    line = text.strip().split("\n")[0] if text.strip() else "(no message)"
    return line[:160]


def under(run, mib):
    return run.peak_kib < mib * 1024, "peak %.0f MB, expected under %d" % (run.peak_kib / 1024, mib)


def r1_nested_closures(ctx):
    app = ctx.app()
    n = 12000
    write(os.path.join(app, "Nest.swift"), "func f() {\n" + "run {\n" * n + "x()\n" + "}\n" * n + "}\n")
    run = ctx.run(["scan", app], timeout=60)
    return held_if([clean_exit(run), under(run, 200)], run)


def refused_or_read(run):
    if run.timed_out:
        return "did not finish in time"
    return "exit %s, expected 0 or a refusal (66): %s" % (run.exit_text, first_line(run.err))


def judge_token_limit(run):
    """A scan of token-dense sources holds if it reads them or refuses naming the tokens, in
    under 1 GiB."""
    if run.status == 66 and "token" not in run.err:
        return "refused without naming why: " + first_line(run.err), run
    if run.status not in (0, 66) or run.timed_out:
        return refused_or_read(run), run
    return held_if([under(run, 1024)], run)


def r2_dense_file(ctx):
    app = ctx.app()
    write(os.path.join(app, "Dense.swift"), "a;" * (32 * MiB))  # 64 MiB exactly: the file limit
    return judge_token_limit(ctx.run(["scan", app], timeout=120))


def r2_total(ctx):
    app = ctx.app()
    line = "// " + "x" * 1020 + "\n"
    block = line * 1024
    for name in ["A.swift", "B.swift", "C.swift"]:
        with open(os.path.join(app, name), "w") as f:
            for _ in range(48):
                f.write(block)
    run = ctx.run(["scan", app], timeout=120)
    return held_if([
        clean_exit(run, 66),
        ("add up to more than" in run.err, "no message naming the total: " + first_line(run.err)),
        under(run, 512)], run)


def r2_kept_tokens(ctx):
    # Each file under the limits of one file, each defining willPresent, whose tokens are kept.
    app = ctx.app()
    will_present = (
        "class D: NSObject, UNUserNotificationCenterDelegate {\n"
        "  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification:"
        " UNNotification, withCompletionHandler completionHandler: @escaping"
        " (UNNotificationPresentationOptions) -> Void) { completionHandler([]) }\n}\n")
    for index in range(7):
        write(os.path.join(app, "Tandem/Dense%d.swift" % index), will_present + "a;" * ((4 << 20) - 200))
    return judge_token_limit(ctx.run(["scan", app], timeout=120))


def r3_interpolations(ctx):
    app = ctx.app()
    n = 85000
    write(os.path.join(app, "S.swift"), "let s = " + '"\\(' * n + ')"' * n + "\n")
    run = ctx.run(["scan", app], timeout=60)
    return held_if([clean_exit(run), under(run, 512)], run)


def scan_as_nobody(ctx, relative, restored_mode):
    """Scans a fresh app as nobody with one of its entries made unreadable (mode 0), then
    restores the entry; None when no unprivileged user can be had."""
    if ctx.nobody is None:
        return None
    app = ctx.app()
    entry = os.path.join(app, relative)
    os.chmod(entry, 0)
    try:
        return ctx.run(["scan", app, "--format", "json"], as_nobody=True)
    finally:
        os.chmod(entry, restored_mode)


def r4_unlistable(ctx):
    run = scan_as_nobody(ctx, "TandemNotificationService", 0o755)
    if run is None:
        return "skipped: root without setpriv or runuser", None
    if run.status != 0:
        return clean_exit(run)[1], run
    profile = json.loads(run.out)
    shows = " ".join(f.get("shows", "") for f in profile.get("findings", []))
    return held_if([
        (profile.get("serviceExtension") == "unknown",
         "serviceExtension %s without a word" % profile.get("serviceExtension")),
        ("cannot list this folder" in shows, "no finding names the folder")], run)


def r4_unreadable_file(ctx):
    run = scan_as_nobody(ctx, "TandemNotificationService/NotificationService.swift", 0o644)
    if run is None:
        return "skipped: root without setpriv or runuser", None
    if run.status != 0:
        return "an unreadable file is not treated as an unlistable folder: " + clean_exit(run)[1], run
    shows = " ".join(f.get("shows", "") for f in json.loads(run.out).get("findings", []))
    return held_if([("cannot open it" in shows, "no finding names the file")], run)


def pbxproj(count):
    def ident(number):
        return "%024X" % number
    objects, targets = [], []
    for index in range(count):
        target, lst, debug, release = (ident(10 + 4 * index + k) for k in range(4))
        targets.append(target)
        objects.append(
            '%s = { isa = PBXNativeTarget; buildConfigurationList = %s; name = T%d;\n'
            '  productType = "com.apple.product-type.application"; };\n'
            '%s = { isa = XCConfigurationList; buildConfigurations = (%s, %s); };'
            % (target, lst, index, lst, debug, release))
        for configuration, name in [(debug, "Debug"), (release, "Release")]:
            objects.append(
                "%s = {\n  isa = XCBuildConfiguration;\n  buildSettings = {\n"
                "    IPHONEOS_DEPLOYMENT_TARGET = 15.%d;\n    SDKROOT = iphoneos;\n  };\n"
                "  name = %s;\n};" % (configuration, index % 7, name))
    return ("// !$*UTF8*$!\n{\narchiveVersion = 1;\nobjectVersion = 56;\nobjects = {\n%s\n"
            "%s = { isa = PBXProject; targets = (%s); };\n};\nrootObject = %s;\n}\n"
            % ("\n".join(objects), ident(1), ", ".join(targets), ident(1)))


def r5_app_targets(ctx):
    folder = ctx.fresh("targets")
    write(os.path.join(folder, "App.xcodeproj/project.pbxproj"), pbxproj(4000))
    write(os.path.join(folder, "AppDelegate.swift"),
          "class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    run = ctx.run(["scan", folder], timeout=60)
    return held_if([clean_exit(run), (run.wall < 10, "%.1f s for 4,000 targets" % run.wall)], run)


PLIST_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
              "<key>CFBundleIdentifier</key>\n<string>com.example.attack</string>\n")


def r6_preprocessed_plist(ctx):
    app = ctx.app()
    write(os.path.join(app, "Tandem/Info.plist"), PLIST_HEAD
          + "#ifdef STAGING\n<key>UIBackgroundModes</key>\n"
          "<array><string>remote-notification</string></array>\n#endif\n</dict>\n</plist>\n")
    run = ctx.run(["scan", app])
    return held_if([clean_exit(run), ("#if" in run.out, "no finding about the #if lines")], run)


JOURNAL_CASES = [
    ("outside", "../out/.victim.1.2.tmp", "../out/victim"),
    ("absolute", None, None),
    ("dot-dot", "evil/../out/.victim.1.2.tmp", "evil/../out/victim"),
    ("Package.swift", ".Package.swift.1.2.tmp", "Package.swift"),
    (".git/config", ".git/.config.1.2.tmp", ".git/config"),
]


def r7_journal(ctx, case):
    _, temporary, destination = case
    root = ctx.package_copy("journal", with_git=True)
    if temporary is None:
        outside = os.path.join(os.path.dirname(root), "abs")
        temporary, destination = os.path.join(outside, ".victim.1.2.tmp"), os.path.join(outside, "victim")
    os.makedirs(os.path.join(root, "evil"), exist_ok=True)
    victim = os.path.normpath(os.path.join(root, destination))
    staged = os.path.normpath(os.path.join(root, temporary))
    original = read(victim) if os.path.exists(victim) else b"mine\n"
    write(victim, original, "wb")
    write(staged, b"hostile\n", "wb")
    write(os.path.join(root, ".pushmatrix-journal"),
          "# x\ntemporary\tpath\n%s\t%s\n" % (temporary, destination))
    # Obeyed, the journal's rename comes first and a whole generate follows: the victim shows
    # it long before the timeout ends that.
    run = ctx.run(["generate", "--root", root], timeout=45)
    changed = read(victim) != original
    return held_if([
        (not changed, "%s was replaced" % destination),
        (os.path.exists(staged), "the temporary file was moved"),
        clean_exit(run, 65)], run)


def r8_links_out(ctx):
    app = ctx.app()
    shared = os.path.join(os.path.dirname(app), "Shared")
    write(os.path.join(shared, "Handler.swift"),
          "extension AppDelegate {\n  func application(_ application: UIApplication,\n"
          "    didReceiveRemoteNotification userInfo: [AnyHashable: Any],\n"
          "    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}\n}\n")
    os.symlink("../../Shared/Handler.swift", os.path.join(app, "Tandem/Handler.swift"))
    os.remove(os.path.join(app, "TandemNotificationService/Info.plist"))
    os.symlink("/etc/passwd", os.path.join(app, "TandemNotificationService/Info.plist"))
    run = ctx.run(["scan", app, "--format", "json"])
    if run.status != 0:
        return clean_exit(run)[1], run
    profile = json.loads(run.out)
    shows = " ".join(f.get("shows", "") for f in profile.get("findings", []))
    return held_if([
        ("fetchReceive" not in profile.get("callbacks", ""), "the file outside changed callbacks"),
        ("root" not in shows and "\"r\"" not in shows, "/etc/passwd reached a finding"),
        ("symbolic link" in shows, "no finding says a link was not followed")], run)


def r9_large_data_plist(ctx):
    app = ctx.app()
    with open(os.path.join(app, "Tandem/Levels.plist"), "wb") as f:
        f.truncate(70 * 1000 * 1000)
    run = ctx.run(["scan", app])
    return held_if([clean_exit(run)], run)


def r10_cf_log_line(ctx):
    app = ctx.app()
    project = os.path.join(app, "Tandem.xcodeproj/project.pbxproj")
    text = read(project).decode()
    write(project, text.replace("};", "}", 1))  # a missing semicolon
    run = ctx.run(["scan", app])
    lines = [line for line in run.err.split("\n") if line]
    return held_if([
        ("_CFPropertyList" not in run.err, "CoreFoundation's log line: " + first_line(run.err)),
        (run.status in (0, 65) and not run.timed_out, "exit " + run.exit_text),
        (len(lines) <= 1, "%d lines on standard error" % len(lines))], run)


def r11_names_not_utf8(ctx):
    app = ctx.app()
    name = os.path.join(app.encode(), b"Tandem/Caf\xe9.swift")
    with open(name, "w") as f:
        f.write("extension AppDelegate {}\n")
    run = ctx.run(["scan", app])
    return held_if([clean_exit(run), ("\\xE9" in run.out, "the file vanished without a word")], run)


def r11_path_not_utf8(ctx):
    app = ctx.app()
    odd = app.encode() + b"\xe9"
    os.rename(app, odd)
    run = measure([ctx.tool.encode(), b"scan", odd], ctx.scratch, 60)
    return held_if([clean_exit(run, 64), ("\\xE9" in run.err, "the bytes are not named: " + first_line(run.err))], run)


def r12_overlapping(ctx):
    app = ctx.app()
    once = ctx.run(["scan", app])
    twice = ctx.run(["scan", app, app])
    inside = ctx.run(["scan", app, os.path.join(app, "Tandem/AppDelegate.swift")])
    return held_if([
        clean_exit(twice), clean_exit(inside),
        (twice.out == once.out, "a folder twice reports differently (findings repeated)"),
        (inside.out == once.out, "a file inside the folder reports differently")], twice)


def r13_output_link(ctx):
    app = ctx.app()
    folder = os.path.dirname(app)
    os.makedirs(os.path.join(folder, "real"))
    os.symlink("real", os.path.join(folder, "linked"))
    here = ctx.run(["app", app, "--output", "linked/here.txt"], cwd=folder)
    # From a folder that is not above the link (it was refused from at or above it only).
    elsewhere = ctx.run(["app", app, "--output", "../linked/elsewhere.txt"], cwd=os.path.join(folder, "real"))
    write(os.path.join(folder, "victim"), "mine\n")
    os.symlink("../victim", os.path.join(folder, "real/page.txt"))
    file_here = ctx.run(["app", app, "--output", "real/page.txt"], cwd=folder)
    file_elsewhere = ctx.run(["app", app, "--output", "../real/page.txt"], cwd=os.path.join(folder, "real"))
    return held_if([
        (here.status == elsewhere.status,
         "a folder link: exit %s from its folder, %s from elsewhere" % (here.exit_text, elsewhere.exit_text)),
        (file_here.status == file_elsewhere.status == 73,
         "a file link: exit %s from its folder, %s from elsewhere" % (file_here.exit_text, file_elsewhere.exit_text)),
        (read(os.path.join(folder, "victim")) == b"mine\n", "written through the link")], elsewhere)


def ended_pid():
    child = subprocess.Popen(["/bin/true"])
    child.wait()
    return child.pid


def r14_killed_temporary(ctx):
    app = ctx.app()
    folder = os.path.dirname(app)
    left = []
    for command, option, name in [("app", "--output", "report.txt"), ("scan", "--write", "p.json")]:
        stale = os.path.join(folder, ".%s.%d.12345.tmp" % (name, ended_pid()))
        write(stale, "cut short")
        run = ctx.run([command, app, option, name], cwd=folder)
        if run.status != 0:
            return clean_exit(run)[1], run
        if os.path.exists(stale):
            left.append(os.path.basename(stale))
    return held_if([(not left, "left %s" % ", ".join(left))], run)


def r15_double_dash(ctx):
    app = ctx.app()
    plain = ctx.run(["scan", app])
    run = ctx.run(["scan", "--", app])
    return held_if([clean_exit(run), (run.out == plain.out, "a different report")], run)


def saved_profile(ctx, app):
    folder = os.path.dirname(app)
    ctx.run(["scan", app, "--write", os.path.join(folder, "p.json")])
    return os.path.join(folder, "p.json")


def r16_long_number(ctx):
    folder = ctx.fresh("number")
    finding = '{"field": "callbacks", "file": "A.swift", "line": %s, "shows": "x"}' % ("9" * 100000)
    write(os.path.join(folder, "p.json"), '{"callbacks": "none", "findings": [%s]}\n' % finding)
    run = ctx.run(["scan", "--profile", "p.json"], cwd=folder)
    return held_if([clean_exit(run, 65), (len(run.err) < 400, "%d bytes on standard error" % len(run.err))], run)


def r16_surrogate(ctx):
    folder = ctx.fresh("surrogate")
    write(os.path.join(folder, "p.json"), '{"backgroundMode": "\\ud800"}\n')
    run = ctx.run(["scan", "--profile", "p.json"], cwd=folder)
    return held_if([clean_exit(run, 65),
                    ('"\\ud800"' in run.err and '"\\ud800""' not in run.err, "quoted: " + first_line(run.err))], run)


def r17_unreadable_profile(ctx):
    if ctx.nobody is None:
        return "skipped: root without setpriv or runuser", None
    profile = saved_profile(ctx, ctx.app())
    os.chmod(profile, 0)
    run = ctx.run(["app", "--profile", profile], as_nobody=True)
    return held_if([clean_exit(run, 66)], run)


def r18_second_set(ctx):
    app = ctx.app()
    run = ctx.run(["scan", app, "--set", "delegateTiming=atLaunch", "--set", "backgroundMode=on"])
    joined = ctx.run(["scan", app, "--set", "delegateTiming=atLaunch,backgroundMode=on"])
    return held_if([clean_exit(run), (run.out == joined.out, "the second --set replaced the first")], run)


def r19_path_escapes(ctx):
    app = ctx.app()
    hostile = os.path.join(os.path.dirname(app), "Tandem\x1b[31m\u202e")
    os.rename(app, hostile)
    runs = [ctx.run(["app", hostile, "--format", f]) for f in ("markdown", "html")]
    raw = [f for f, r in zip(("markdown", "html"), runs) if "\x1b" in r.out or "\u202e" in r.out]
    return held_if([clean_exit(runs[0]), clean_exit(runs[1]),
                    (not raw, "raw control characters on the %s page" % " and ".join(raw))], runs[0])


def r19_backticks(ctx):
    app = ctx.app()
    write(os.path.join(app, "Tandem/Helper.swift"),
          "class `My Helper` {\n  func application(_ application: UIApplication,\n"
          "    didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}\n}\n")
    run = ctx.run(["scan", app])
    return held_if([clean_exit(run), ("is in My Helper," in run.out, "the type's name is lost: "
                                      + (re.findall(r"not counted: .*", run.out) or ["no finding"])[0][:120])], run)


def r20_orphans(ctx):
    root = ctx.package_copy("orphans")
    orphans = ["Matrices/golden/old.tsv", "Matrices/golden/conditions/old.tsv", "Matrices/digests/notes.txt"]
    shutil.copy(os.path.join(root, "Matrices/golden/alert.tsv"), os.path.join(root, orphans[0]))
    write(os.path.join(root, orphans[1]), "x\n")
    write(os.path.join(root, orphans[2]), "x\n")
    run = ctx.run(["check", "--root", root], timeout=180)
    missing = [o for o in orphans if o not in run.out]
    return held_if([clean_exit(run, 1), (not missing, "not named: " + ", ".join(missing))], run)


def spans_conditions(ctx, command="export"):
    """Whether the tool defaults to the documents' conditions and takes --conditions all."""
    return "--conditions" in ctx.help(command)


def r21_broken_pipe(ctx):
    # The same work before and after: every condition (the old default, the new --conditions all).
    args = ["export", "--format", "json"] + (["--conditions", "all"] if spans_conditions(ctx) else [])
    argv = [ctx.tool] + args
    start = time.monotonic()
    process = subprocess.Popen(argv, cwd=ctx.package, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=limits(True))
    process.stdout.read(100)
    process.stdout.close()
    status, usage, timed_out = wait(process, start, 120)
    errors = process.stderr.read().decode("utf-8", "replace")
    run = Run(argv, status, "", errors, time.monotonic() - start, usage.ru_maxrss, timed_out)
    return held_if([clean_exit(run, 74), (run.wall < 2, "%.1f s after the reader left" % run.wall)], run)


def r22_nonblocking_row(ctx):
    # The bad-input row's figure against what a non-blocking pipe receives.
    text = read(os.path.join(ctx.package, "docs/bad-input.md")).decode()
    row = [line for line in text.split("\n") if line.startswith("| a non-blocking pipe")]
    promised = re.findall(r"it prints `(\d+) 0`", row[0]) if row else []
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    start = time.monotonic()
    process = subprocess.Popen([ctx.tool, "export"], cwd=ctx.package, stdout=write_end,
                               stderr=subprocess.PIPE, preexec_fn=limits(False))
    os.close(write_end)
    time.sleep(1)
    received = 0
    while True:
        block = os.read(read_end, 65536)
        if not block:
            break
        received += len(block)
    os.close(read_end)
    status, usage, timed_out = wait(process, start, 120)
    run = Run([ctx.tool, "export"], status, "", process.stderr.read().decode(), time.monotonic() - start,
              usage.ru_maxrss, timed_out)
    whole_path = os.path.join(ctx.fresh("export-whole"), "export.tsv")
    ctx.run(["export"], cwd=ctx.package, stdout_file=whole_path)
    whole = os.path.getsize(whole_path)
    os.unlink(whole_path)
    return held_if([
        clean_exit(run),
        (received == whole, "received %d of %d bytes" % (received, whole)),
        (promised == [str(received)], "bad-input.md promises %s, it prints %d" % (promised or "nothing", received))],
        run)


def r22_refused_values(ctx):
    app = ctx.app()
    project = os.path.join(app, "Tandem.xcodeproj/project.pbxproj")
    write(project, read(project).decode().replace("IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
                                                  "IPHONEOS_DEPLOYMENT_TARGET = 2.0;"))
    plist = os.path.join(app, "Tandem/Info.plist")
    text = read(plist).decode()
    text = re.sub(r"<key>UIBackgroundModes</key>\s*<array>.*?</array>",
                  "<key>UIBackgroundModes</key><string>remote-notification</string>", text, flags=re.S)
    if "UIBackgroundModes" not in text:
        text = text.replace("<dict>", "<dict>\n<key>UIBackgroundModes</key><string>remote-notification</string>", 1)
    write(plist, text)
    run = ctx.run(["scan", app])
    return held_if([
        clean_exit(run),
        ('"2.0"' in run.out, "the deployment target's value is not named"),
        ("is a string" in run.out, "a string UIBackgroundModes reads as none")], run)


def count_lines(path):
    lines = 0
    with open(path, "rb") as f:
        while True:
            block = f.read(1 << 22)
            if not block:
                return lines
            lines += block.count(b"\n")


def d1_export_default(ctx):
    folder = ctx.fresh("export")
    out = os.path.join(folder, "all.csv")
    run = ctx.run(["export", "--format", "csv", "--excel"], cwd=ctx.package, stdout_file=out, timeout=180)
    rows = count_lines(out) - 1
    os.unlink(out)
    return held_if([clean_exit(run), (rows < 100000, "%d rows by default" % rows)], run)


def d1_row_warning(ctx):
    if not spans_conditions(ctx):
        return "no way to span every condition (no --conditions)", ctx.run(["export", "--help"])
    folder = ctx.fresh("export-all")
    out = os.path.join(folder, "all.csv")
    # Every condition of one release's foreground: just over a spreadsheet's rows.
    run = ctx.run(["export", "--format", "csv", "--excel", "--conditions", "all", "--os", "13.0",
                   "--state", "foreground"], cwd=ctx.package, stdout_file=out, timeout=120)
    rows = count_lines(out) - 1
    os.unlink(out)
    return held_if([
        clean_exit(run),
        (rows > 1048576, "only %d rows: not the attack" % rows),
        ("more than a spreadsheet" in run.err, "%d rows and no warning on standard error" % rows)], run)


def d2_killed(ctx, word):
    run = ctx.run(["export", "--state", word])
    return held_if([clean_exit(run, 64),
                    ("forceQuit (" in run.err and "notRunning (" in run.err, "a bare list: " + first_line(run.err))], run)


def d2_same_as(ctx, flag, word, canonical, extra=()):
    base = ["explain", "--os", "15.0", "--state", "background", "--callbacks", "fetchReceive",
            "--payload", "content-available"] + list(extra)
    reference = ctx.run(base)
    args = list(base)
    args[args.index(flag) + 1] = word
    run = ctx.run(args)
    return held_if([clean_exit(reference), clean_exit(run),
                    (run.out == reference.out, "answers differently from %s" % canonical)], run)


def d2_state_help(ctx):
    run = ctx.run(["explain", "--help"])
    states = ["foreground", "background", "suspended", "notRunning", "forceQuit"]
    undefined = [s for s in states if not re.search(r"^\s+%s\b.{10,}" % s, run.out, re.M)]
    return held_if([clean_exit(run), (not undefined, "not defined: " + ", ".join(undefined)),
                    ("Background App Refresh" in run.out, "no word on where background and suspended differ")], run)


def d6_version(ctx, alias):
    reference = ctx.run(["--version"])
    run = ctx.run([alias])
    return held_if([clean_exit(run), (run.out == reference.out, "prints something else")], run)


def d6_completion(ctx, shell):
    run = ctx.run(["completion", shell])
    if run.status != 0:
        return clean_exit(run)[1], run
    if shell == "bash":
        script = os.path.join(ctx.fresh("completion"), "pushmatrix.bash")
        write(script, run.out)
        syntax = ctx.run(["bash", "-n", script], tool=False)
        if syntax.status != 0:
            return "bash -n: " + first_line(syntax.err), run
    option = "-l format" if shell == "fish" else "--format"
    return held_if([("scan" in run.out and option in run.out, "no commands or options in it")], run)


def d6_diff_json(ctx):
    run = ctx.run(["diff", "--os", "9.0,17.0", "--format", "json"], cwd=ctx.package)
    if run.status != 1:
        return clean_exit(run, 1)[1], run
    groups = [g for report in json.loads(run.out) for g in report.get("groups", [])]
    fielded = [g for g in groups if isinstance(g.get("differences"), list) and isinstance(g.get("scenarios"), list)]
    return held_if([(groups and len(fielded) == len(groups), "keys and transitions only as prose")], run)


def spec_attack(ctx, files, finding):
    """Scans a fresh folder of an app delegate and hostile spec files (issue 42): it holds if
    the scan ends cleanly in under 2 s and 200 MB, printing the finding (None: the spec is
    read)."""
    app = ctx.fresh("spec")
    write(os.path.join(app, "AppDelegate.swift"), "class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    for relative, text in files.items():
        write(os.path.join(app, relative), text)
    run = ctx.run(["scan", app], timeout=60)
    return held_if([
        clean_exit(run),
        (finding is None or finding in run.out, "no finding %r: %s" % (finding, run.out[-300:])),
        (run.wall < 2, "took %.2f s, expected under 2" % run.wall),
        under(run, 200)], run)


SPEC_HEAD = "name: X\ntargets:\n  X:\n    type: application\n"


def i42_spec_brackets(ctx):
    return spec_attack(ctx, {"project.yml": SPEC_HEAD + "    sources: " + "[" * 20000 + "]" * 20000 + "\n"},
                       "values nested more than 64 deep")


def i42_manifest_brackets(ctx):
    return spec_attack(ctx, {"Project.swift": 'import ProjectDescription\nlet project = Project(name: "X", '
                             'targets: ' + "[" * 20000 + "]" * 20000 + ")\n"},
                       "nests brackets more than 64 deep")


def i42_flow_list(ctx):
    items = "".join("      S%d,\n" % i for i in range(10000))
    return spec_attack(ctx, {"project.yml": SPEC_HEAD + "    sources: [\n" + items + "      App]\n"}, None)


def i42_large_spec(ctx):
    return spec_attack(ctx, {"project.yml": SPEC_HEAD + "    sources:\n" + "      - a\n" * 4000000},
                       "more than 1 MiB of XcodeGen specs")


def i42_globs(ctx):
    globs = ", ".join('"**/**/F%d*.swift"' % i for i in range(2000))
    files = {"Project.swift": 'import ProjectDescription\nlet project = Project(name: "X", targets: '
             '[.target(name: "X", destinations: .iOS, product: .app, bundleId: "x", sources: [%s])])\n' % globs}
    for index in range(5000):
        files["Generated/a/b/G%d.swift" % index] = ""
    return spec_attack(ctx, files, "its globs would be tried on more than")


def i42_helper_steps(ctx):
    items = "[" + ", ".join(str(i) for i in range(100)) + "]"
    helper = ("import ProjectDescription\nextension Project {\n"
              "  public static func make(name: String) -> Project {\n    var all: [String] = []\n"
              "    for a in %s { for b in %s { for c in %s { all.append(name) } } }\n"
              "    return Project(name: name, targets: [])\n  }\n}\n") % (items, items, items)
    files = {"Tuist/ProjectDescriptionHelpers/Make.swift": helper}
    for index in range(50):
        files["Projects/M%d/Project.swift" % index] = (
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
            "let project = Project.make(name: \"M%d\")\n" % index)
    return spec_attack(ctx, files, "helpers have run 1000000 steps")


def i42_helper_nesting(ctx):
    helper = ("import ProjectDescription\nextension Project {\n"
              "  public static func make(name: String) -> Project {\n"
              "    if " + "! " * 20000 + "(" * 20000 + "true" + ")" * 20000 + " {}\n"
              "    return Project(name: name, targets: [])\n  }\n}\n")
    return spec_attack(ctx, {"Tuist/ProjectDescriptionHelpers/Make.swift": helper,
                             "Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
                             "let project = Project.make(name: \"X\")\n"},
                       "brackets nested more than 64 deep")


def will_present_attack(ctx, body, presentation):
    """Scans a fresh app whose notification-center delegate's willPresent holds a hostile body:
    it holds if the scan ends cleanly in under 2 s and 200 MB with the presentation expected."""
    app = ctx.fresh("present")
    write(os.path.join(app, "AppDelegate.swift"), (
        "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
        "  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: "
        "[UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
        "    UNUserNotificationCenter.current().delegate = self\n    return true\n  }\n"
        "  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: "
        "UNNotification, withCompletionHandler completionHandler: @escaping "
        "(UNNotificationPresentationOptions) -> Void) {\n" + body + "\n  }\n}\n"))
    run = ctx.run(["scan", app, "--format", "json"], timeout=60)
    try:
        got = json.loads(run.out).get("presentation")
    except ValueError:
        got = None
    return held_if([
        clean_exit(run),
        (got == presentation, "presentation %r, expected %r" % (got, presentation)),
        (run.wall < 2, "took %.2f s, expected under 2" % run.wall),
        under(run, 200)], run)


def i42_local_branches(ctx):
    # Each use would read every `if` of the body before: 20,000 of each took minutes.
    body = "\n".join('    if notification.request.identifier.hasPrefix("local%d") '
                     '{ completionHandler([.banner]) }' % i for i in range(20000))
    return will_present_attack(ctx, body + "\n    completionHandler([])", "none")


def i42_constants(ctx):
    # Each constant passed would read the whole body twice before: 20,000 took 54 s.
    body = "\n".join("    let o%d: UNNotificationPresentationOptions = [.banner]\n"
                     "    completionHandler(o%d)" % (i, i) for i in range(20000))
    return will_present_attack(ctx, body, "banner")


def i42_nested_returns(ctx):
    # Each return would walk every block around it: 20,000 nested ones took 4.4 s.
    body = "    " + "if a { return\n" * 20000 + "    completionHandler([.banner])" + " }" * 20000
    return will_present_attack(ctx, body, "banner")


def tca_attack(ctx, reducer):
    """Scans a fresh app whose reducer file, which imports The Composable Architecture, is
    hostile: it holds if the scan ends cleanly in under 2 s and 200 MB."""
    app = ctx.fresh("tca")
    write(os.path.join(app, "AppDelegate.swift"), (
        "import ComposableArchitecture\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
        "  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: "
        "[UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
        "    store.send(.appDelegate(.didFinishLaunching))\n    return true\n  }\n}\n"))
    write(os.path.join(app, "Reducer.swift"), "import ComposableArchitecture\n" + reducer)
    run = ctx.run(["scan", app], timeout=60)
    return held_if([
        clean_exit(run),
        (run.wall < 2, "took %.2f s, expected under 2" % run.wall),
        under(run, 200)], run)


def i42_tca_cases(ctx):
    # Each `case` that never reaches its `:` would read the rest of the file: bounded.
    return tca_attack(ctx, "func reduce() {\n  switch action {\n" + "  case .a(\n" * 100000 + "  }\n}\n")


def i42_tca_sends(ctx):
    # Each send of a nested action reads its cases: 100,000 nested sends, bounded.
    return tca_attack(ctx, "func f() {\n  send(" + ".send(" * 100000 + ".a" + ")" * 100001 + "\n}\n")


def i42_tca_clauses(ctx):
    # 100,000 clauses each sending the next, all reached from the launch action.
    clauses = "".join("  case .c%d:\n    send(.c%d)\n" % (i, i + 1) for i in range(100000))
    return tca_attack(ctx, "func reduce() {\n  switch action {\n  case .didFinishLaunching:\n"
                      "    send(.c0)\n" + clauses + "  }\n}\n")


ATTACKS = [
    ("R1", "12,000 nested closures (96 KB)", r1_nested_closures),
    ("R2", "one 64 MiB token-dense file `a;a;…`", r2_dense_file),
    ("R2", "three 48 MiB files (144 MiB in all)", r2_total),
    ("R2", "seven 8 MiB files `a;a;…` that define willPresent", r2_kept_tokens),
    ("R3", "85,000 nested interpolations (255 KB)", r3_interpolations),
    ("R4", "an extension folder nobody may list", r4_unlistable),
    ("R4", "a source nobody may read", r4_unreadable_file),
    ("R5", "project.pbxproj with 4,000 app targets", r5_app_targets),
    ("R6", "an Info.plist with #ifdef lines", r6_preprocessed_plist),
] + [
    ("R7", "journal: %s" % case[0], (lambda c: lambda ctx: r7_journal(ctx, c))(case)) for case in JOURNAL_CASES
] + [
    ("R8", "links to a Swift file outside and to /etc/passwd", r8_links_out),
    ("R9", "a 70 MB data plist", r9_large_data_plist),
    ("R10", "a malformed project.pbxproj (old-style plist)", r10_cf_log_line),
    ("R11", "a file named `Caf\\xE9.swift`", r11_names_not_utf8),
    ("R11", "a PATH with byte \\xE9", r11_path_not_utf8),
    ("R12", "`scan <app> <app>` and a file inside", r12_overlapping),
    ("R13", "a link on --output's path, from two folders", r13_output_link),
    ("R14", "a killed run's temporary beside --output/--write", r14_killed_temporary),
    ("R15", "`scan -- <app>`", r15_double_dash),
    ("R16", "a 100,000-digit number in a profile", r16_long_number),
    ("R16", "a lone surrogate escape in a profile", r16_surrogate),
    ("R17", "an unreadable --profile (as nobody)", r17_unreadable_profile),
    ("R18", "two --set options", r18_second_set),
    ("R19", "a PATH with ESC and U+202E, app markdown/html", r19_path_escapes),
    ("R19", "a backtick-quoted type name in a finding", r19_backticks),
    ("R20", "orphans in golden/, conditions/, digests/", r20_orphans),
    ("R21", "`export --format json | head -c 100`, SIGPIPE ignored", r21_broken_pipe),
    ("R22", "bad-input.md's non-blocking-pipe figure", r22_nonblocking_row),
    ("R22", "deployment target 2.0, string UIBackgroundModes", r22_refused_values),
    ("D1", "`export --format csv --excel` unfiltered", d1_export_default),
    ("D1", "a CSV past 1,048,576 rows warns on stderr (iOS 13 foreground)", d1_row_warning),
    ("D2", "`--state killed`", lambda ctx: d2_killed(ctx, "killed")),
    ("D2", "`--state terminated`", lambda ctx: d2_killed(ctx, "terminated")),
    ("D2", "`--payload silent`", lambda ctx: d2_same_as(ctx, "--payload", "silent", "content-available")),
    ("D2", "`--payload background`", lambda ctx: d2_same_as(ctx, "--payload", "background", "content-available")),
    ("D2", "an Objective-C selector as --callbacks",
     lambda ctx: d2_same_as(ctx, "--callbacks", "application:didReceiveRemoteNotification:fetchCompletionHandler:",
                            "fetchReceive")),
    ("D2", "an async name as --callbacks",
     lambda ctx: d2_same_as(ctx, "--callbacks", "application(_:didReceiveRemoteNotification:) async",
                            "fetchReceive")),
    ("D2", "`explain --help` defines each state", d2_state_help),
    ("D6", "`-V`", lambda ctx: d6_version(ctx, "-V")),
    ("D6", "`version`", lambda ctx: d6_version(ctx, "version")),
    ("D6", "`completion bash`", lambda ctx: d6_completion(ctx, "bash")),
    ("D6", "`completion zsh`", lambda ctx: d6_completion(ctx, "zsh")),
    ("D6", "`completion fish`", lambda ctx: d6_completion(ctx, "fish")),
    ("D6", "diff JSON: keys and transitions as fields", d6_diff_json),
    ("I42", "a spec with 20,000 nested brackets", i42_spec_brackets),
    ("I42", "a Tuist manifest with 20,000 nested brackets", i42_manifest_brackets),
    ("I42", "a spec's flow list of 10,000 lines", i42_flow_list),
    ("I42", "a 40 MB spec", i42_large_spec),
    ("I42", "2,000 Tuist globs over 5,000 files", i42_globs),
    ("I42", "Tuist helpers that loop a million times for 50 manifests", i42_helper_steps),
    ("I42", "a Tuist helper with 20,000 negations of 20,000 brackets", i42_helper_nesting),
    ("I42", "a willPresent of 20,000 branches for local notifications", i42_local_branches),
    ("I42", "a willPresent passing 20,000 local constants", i42_constants),
    ("I42", "a willPresent of 20,000 nested returns", i42_nested_returns),
    ("I42", "a reducer of 100,000 cases that never reach their colon", i42_tca_cases),
    ("I42", "100,000 nested sends of actions", i42_tca_sends),
    ("I42", "100,000 action cases each sending the next", i42_tca_clauses),
]


def main():
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool")
    parser.add_argument("--package", default=here)
    parser.add_argument("--scratch")
    parser.add_argument("--only", metavar="ITEMS")
    options = parser.parse_args()
    package = os.path.abspath(options.package)
    tool = options.tool
    if tool is None:
        bin_path = subprocess.run(["swift", "build", "-c", "release", "-Xswiftc", "-enable-testing",
                                   "--show-bin-path"], cwd=package, capture_output=True, text=True).stdout.strip()
        tool = os.path.join(bin_path, "pushmatrix")
    tool = os.path.abspath(tool)
    if not os.access(tool, os.X_OK):
        sys.exit("error: no tool at %s; build first or pass --tool" % tool)
    scratch = options.scratch or tempfile.mkdtemp(prefix="pushmatrix-attacks-")
    os.makedirs(scratch, exist_ok=True)
    os.chmod(scratch, 0o755)
    ctx = Context(tool, package, scratch)
    if ctx.nobody is None:
        print("note: root without setpriv or runuser: the unprivileged attacks are skipped", file=sys.stderr)
    print("| item | attack | result | exit | time | peak MB |")
    print("|---|---|---|---|---|---|")
    failed = 0
    try:
        for item, title, attack in ATTACKS:
            if options.only and item not in options.only.split(","):
                continue
            try:
                verdict, run = attack(ctx)
            except Exception as error:  # a crash of the script's own is a failure to report
                verdict, run = "the script failed: %r" % error, None
            if verdict is None:
                result = "held"
            elif verdict.startswith("skipped"):
                result = verdict
            else:
                result = "FAILED: " + verdict
                failed += 1
            cells = [run.exit_text, "%.2f s" % run.wall, "%.0f" % (run.peak_kib / 1024)] if run else ["", "", ""]
            print("| %s | %s | %s | %s |" % (item, title.replace("|", "\\|"), result.replace("|", "\\|"),
                                              " | ".join(cells)), flush=True)
    finally:
        if options.scratch is None:
            subprocess.run(["chmod", "-R", "u+rwx", scratch])
            shutil.rmtree(scratch, ignore_errors=True)
    print("\n%d failed" % failed if failed else "\nall held", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
