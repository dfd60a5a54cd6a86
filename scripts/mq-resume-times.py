#!/usr/bin/env python3
"""When the RocketMQ push consumer stopped and resumed in each run of mq-resume-experiment.yaml (docs/mq.md).

Reads, in every run folder under the benchmark folder given, Sermant's log lines `Success to prohibit consumption` and
`Success to open consumption` for the push consumer's group (the stop and the switch-off) and the stats-poll.csv that
scripts/mq-resume-poll.py wrote (GET /stats each second): the push consumer resumed at the first poll after the
switch-off whose count is above the count at the switch-off. The service's log names the rebalance that restarted the
queues (RocketMQ's `[BUG]doRebalance ... because pull is pause`, whose rebalance version is the time in ms) and what
ran it: the broker's notice that the group changed (sent when a heartbeat brings the group back) or RebalanceService's
periodic rebalance. Prints one Markdown row per switch-on phase.
    python3 scripts/mq-resume-times.py results/mq-resume-experiment/<timestamp>
"""
import csv
import datetime
import pathlib
import re
import sys

LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) .*Success to (prohibit|open) consumption")
GROUP = "meshbench-push"


def switches(run):
    """[(epoch seconds, 'prohibit'|'open')] of the push consumer's group, in time order."""
    found = []
    for log in (run / "logs" / "sermant").rglob("*.log*"):
        for line in log.read_text(errors="replace").splitlines():
            match = LINE.match(line)
            if match and GROUP in line:
                moment = datetime.datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S.%f")
                found.append((moment.replace(tzinfo=datetime.timezone.utc).timestamp(), match.group(2)))
    return sorted(set(found))


REPAIRED = re.compile(r"meshbench-prohibition-push Rebalance changed, also update version: \d+, (\d+)")


def repairs(run):
    """[(epoch seconds, trigger)] of the rebalances that restarted the push consumer's unpulled queues."""
    found = []
    lines = (run / "logs" / "mq-prohibition.log").read_text(errors="replace").splitlines()
    trigger = None
    for number, line in enumerate(lines):
        if "[BUG]doRebalance, meshbench-push" in line and trigger is None:
            before = " ".join(lines[max(0, number - 2):number])
            notice = "receive broker's notification" in before and "meshbench-push changed" in before
            trigger = "broker's notice" if notice else "periodic rebalance"
        match = REPAIRED.search(line)
        if match and trigger is not None:
            found.append((int(match.group(1)) / 1000, trigger))
            trigger = None
    return found


def polls(run):
    with open(run / "stats-poll.csv") as f:
        return [(int(row["epoch_ms"]) / 1000, int(row["rocketmqPush"])) for row in csv.DictReader(f)]


def count_at(samples, moment):
    before = [count for at, count in samples if at <= moment]
    return before[-1] if before else 0


def clock(seconds):
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime("%H:%M:%S.%f")[:-5]


def main(folder):
    print("| run | switched on for | stopped (prohibit) | switched off (open) | push resumed (first poll up) "
          "| resume after switch-off | resume after stop | queues restarted by (log) |")
    print("|---|---|---|---|---|---|---|---|")
    for poll_file in sorted(pathlib.Path(folder).glob("runs/*/*/*/stats-poll.csv")):
        run = poll_file.parent
        samples = polls(run)
        events = switches(run)
        restarts = repairs(run)
        for (stop, kind), (off, next_kind) in zip(events, events[1:]):
            if (kind, next_kind) != ("prohibit", "open"):
                continue
            frozen = count_at(samples, off)
            resumed = next((at for at, count in samples if at > off and count > frozen), None)
            name = run.parts[-3]
            if resumed is None:
                print(f"| {name} | {off - stop:.0f} s | {clock(stop)} | {clock(off)} | not by the run's end | | |")
                continue
            cause = next((f"{trigger}, {clock(at)}" for at, trigger in restarts if off <= at <= resumed), "none logged")
            print(f"| {name} | {off - stop:.0f} s | {clock(stop)} | {clock(off)} | {clock(resumed)} "
                  f"| {resumed - off:.0f} s | {resumed - stop:.0f} s | {cause} |")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: mq-resume-times.py results/mq-resume-experiment/<timestamp>")
    main(sys.argv[1])
