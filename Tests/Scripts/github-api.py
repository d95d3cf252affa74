#!/usr/bin/env python3
"""A stand-in for GitHub's REST API for issue comments, for Tests/Scripts/action.sh.

    github-api.py PORT_FILE LOG_FILE

Serves on 127.0.0.1 on a free port, which it writes to PORT_FILE once it listens. Every request
is appended to LOG_FILE as one JSON line: method, path, authorization and body. It keeps the
comments of any pull request in memory, starting with one a person wrote, and edits and deletes
them; answers a token "read-only" with 403 on a write, as GitHub answers a fork's token; and pages lists by per_page.
GET /user answers the token "pat-token" with its user, pat-user, and any other token with 403, as
GitHub answers a job's token; a comment posted with the token "other-user" is mallory's. Two
repositories answer the comment list as a broken API might: team/loop with the same full page
whatever page is asked for, team/odd with an object instead of a list.
"""

import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

port_file, log_file = sys.argv[1], sys.argv[2]
comments = {}  # pull request number -> [comment]
next_id = [1001]


def thread(number):
    return comments.setdefault(
        number, [{"id": 1, "body": "Looks good to me.", "user": {"login": "someone", "type": "User"}}]
    )


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def answer(self, status, value):
        data = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self):
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else None
        with open(log_file, "a") as log:
            log.write(json.dumps({"method": self.command, "path": url.path,
                                  "query": url.query,
                                  "authorization": self.headers.get("Authorization"),
                                  "body": json.loads(body) if body else None}) + "\n")
        parts = url.path.strip("/").split("/")
        authorization = self.headers.get("Authorization")
        if parts == ["user"]:
            if authorization == "Bearer pat-token":
                return self.answer(200, {"login": "pat-user", "type": "User"})
            return self.answer(403, {"message": "Resource not accessible by integration"})
        writing = self.command in ("POST", "PATCH", "DELETE")
        if writing and self.headers.get("Authorization") == "Bearer read-only":
            return self.answer(403, {"message": "Resource not accessible by integration"})
        # /repos/OWNER/REPO/issues/NUMBER/comments
        if len(parts) == 6 and parts[0] == "repos" and parts[3] == "issues" and parts[5] == "comments":
            number = int(parts[4])
            if self.command == "GET" and parts[1:3] == ["team", "loop"]:
                return self.answer(200, [{"id": n, "body": "+1", "user": {"login": "someone"}}
                                         for n in range(1, 101)])
            if self.command == "GET" and parts[1:3] == ["team", "odd"]:
                return self.answer(200, {"message": "comments moved"})
            if self.command == "GET":
                query = parse_qs(url.query)
                size = int(query.get("per_page", ["30"])[0])
                page = int(query.get("page", ["1"])[0])
                return self.answer(200, thread(number)[(page - 1) * size: page * size])
            if self.command == "POST":
                login = {"Bearer other-user": "mallory",
                         "Bearer pat-token": "pat-user"}.get(authorization, "github-actions[bot]")
                comment = {"id": next_id[0], "body": json.loads(body)["body"],
                           "user": {"login": login, "type": "Bot" if "[bot]" in login else "User"}}
                next_id[0] += 1
                thread(number).append(comment)
                return self.answer(201, comment)
        # /repos/OWNER/REPO/issues/comments/ID
        if len(parts) == 6 and parts[0] == "repos" and parts[3:5] == ["issues", "comments"]:
            for thread_comments in comments.values():
                for comment in thread_comments:
                    if comment["id"] != int(parts[5]):
                        continue
                    if self.command == "PATCH":
                        comment["body"] = json.loads(body)["body"]
                        return self.answer(200, comment)
                    if self.command == "DELETE":
                        thread_comments.remove(comment)
                        self.send_response(204)
                        self.end_headers()
                        return None
        return self.answer(404, {"message": "Not Found"})

    do_GET = do_POST = do_PATCH = do_DELETE = handle_any


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(port_file + ".partial", "w") as port:
    port.write(str(server.server_address[1]))
os.rename(port_file + ".partial", port_file)
server.serve_forever()
