#!/usr/bin/env python3
"""Polls the mq-prohibition service's GET /stats once a second while a benchmark runs, for mq-resume-experiment.yaml.

The harness reads the counters only 5 s after each rule change and at a phase's end; when the RocketMQ push consumer
resumed needs them every second. Each mq-prohibition JVM this user starts (found in /proc) is polled on its
--server.port, on 127.0.0.1, into stats-poll.csv in its working folder, which is its run folder:
epoch_ms,kafka,rocketmqPush,rocketmqPull,fed. Stops on Ctrl-C or after --minutes (default 60).
    python3 scripts/mq-resume-poll.py [--minutes 60]
"""
import json
import os
import re
import sys
import time
import urllib.request

PORT = re.compile(r"--server\.port=(\d+)")


def services():
    """(pid, port, working folder) of each running mq-prohibition service."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                args = f.read().decode(errors="replace").split("\0")
            if "--meshbench.instance=mq-prohibition" not in args:
                continue
            port = next((PORT.fullmatch(a).group(1) for a in args if PORT.fullmatch(a)), None)
            if port:
                found.append((pid, port, os.readlink(f"/proc/{pid}/cwd")))
        except OSError:
            pass  # the process ended meanwhile
    return found


def main():
    minutes = float(sys.argv[sys.argv.index("--minutes") + 1]) if "--minutes" in sys.argv else 60.0
    end = time.time() + minutes * 60
    while time.time() < end:
        tick = time.time()
        for pid, port, folder in services():
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=0.8) as response:
                    counts = json.load(response)
            except (OSError, ValueError):
                continue  # not ready yet, or stopping
            path = os.path.join(folder, "stats-poll.csv")
            new = not os.path.exists(path)
            with open(path, "a") as out:
                if new:
                    out.write("epoch_ms,kafka,rocketmqPush,rocketmqPull,fed\n")
                out.write(f"{int(tick * 1000)},{counts['kafka']},{counts['rocketmqPush']},{counts['rocketmqPull']},"
                          f"{counts['fed']}\n")
        time.sleep(max(0.0, 1.0 - (time.time() - tick)))


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
