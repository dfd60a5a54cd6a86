#!/usr/bin/env python3
"""An independent check of a benchmark's figures (docs/page.md, "Independent check"): Python 3, standard library only,
sharing no code with MeshBench's Java engine.

    python3 scripts/check-figures.py results/router/20261126-113042          # one benchmark folder
    python3 scripts/check-figures.py results/sermant-page/20261126-101500    # a page folder: each scenario's folder

From the raw files a benchmark folder still holds (runs/<treatment>/<level>/<round>/result.jtl, run.json,
samples.jsonl, and JMeter's dashboard/statistics.json beside the JTL) it recomputes, per run, the figures report.json
holds, by the definitions of docs/results-engine.md:
  - measured window: samples starting at or after the run's first start + run.json's warmupSeconds (end unbounded:
    no cool-down), Transaction Controllers' rows ("Number of samples in transaction") out of the total;
  - samples, errors (success != true), error % = 100 errors / samples, mean latency, throughput = samples /
    (last end - first start) of the window's samples;
  - percentiles by nearest rank: the p-th percentile of N samples is the sorted value of rank ceil(p N / 100), at
    least 1 (the engine's definition, report.json "percentiles": "nearest-rank");
  - TPS: samples completed per second (by end time, second 0 at the run's first start), complete seconds only; max
    TPS, avg TPS over the complete seconds inside the window, time to max TPS (first second at 95 % of the max);
  - resources of the measured process: means over the samples.jsonl lines whose ts lies in the window
    (first start + warm-up .. last end), null figures skipped; MB = 2^20 bytes; an at-rest run uses run.json's window;
and per table cell (each comparison of report.json, each figure): the baseline's and the treated mean over the rounds
that pair (geometric for a relative delta), and the delta, the mean of the per-round deltas (rounds paired by number; in % of the baseline for latency and
throughput figures, in the figure's unit otherwise). These are compared with report.json: the definitions are the
same, so only floating-point summation order may differ: a figure passes within 1e-9 relative (counts exactly).

Where dashboard/statistics.json is kept, JMeter's own figures of the whole JTL (JMeter's dashboard does not trim a
warm-up) are recomputed by JMeter 5.6.3's definitions: the "Total" row without Transaction Controllers' rows, mean,
min, max, error %, throughput = samples / (last end - first start), and its percentiles (90/95/99 %: JMeter's
aggregate_rpt_pct1..3 defaults) as Commons Math's LEGACY estimate over the last 20,000 samples in file order. These
must agree within 1e-9 relative too (statistics.json prints doubles in full): the check then shows that this script
reads the JTL as JMeter does, which is what makes its agreement with report.json evidence.

Writes checks.json and checks.md into each scenario's folder (no path outside it, no time: the same raw files give the
same bytes) and prints checks.md. Exit 0 when every figure agrees, 1 on a mismatch beyond the tolerance, 2 on bad
input (one line naming the file).
"""
import csv
import json
import math
import sys
from pathlib import Path

TOLERANCE = 1e-9
MB = 1024.0 * 1024.0
TRANSACTION = "Number of samples in transaction"
EMPTY_TRANSACTION = "Number of samples in transaction : 0"
JMETER_WINDOW = 20000
# figure key -> whether its delta is relative (in % of the baseline), as the engine's DeltaStyle has it
LOAD_FIGURES = {"meanLatency": True, "median": True, "p90": True, "p95": True, "p99": True, "throughput": True,
                "errorPct": False, "maxTps": True, "avgTps": True, "timeToMaxTps": False}
# figure key -> (samples.jsonl field, divisor to the report's unit)
RESOURCE_FIGURES = {"cpuCorePct": ("cpuCorePct", 1.0), "heap": ("heapUsedBytes", MB),
                    "metaspace": ("metaspaceUsedBytes", MB), "nonHeapExceptCodeCache": ("nonHeapExceptCodeCacheBytes", MB),
                    "rss": ("rssBytes", MB), "classes": ("classesLoaded", 1.0), "threads": ("threads", 1.0)}


class BadInput(Exception):
    pass


def read_json(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise BadInput(f"{path}: cannot be read as JSON ({error}); restore it from the run")


def nearest_rank(sorted_values, p):
    rank = max(1, (p * len(sorted_values) + 99) // 100)  # ceil(p N / 100) in integers, p whole
    return float(sorted_values[rank - 1])


def legacy(values, p):
    """Commons Math 3.6.1 Percentile, estimation type LEGACY (JMeter's dashboard default)."""
    ordered = sorted(values)
    n = len(ordered)
    if n == 1:
        return float(ordered[0])
    q = p / 100.0
    pos = n if q == 1 else q * (n + 1)
    if pos < 1:
        return float(ordered[0])
    if pos >= n:
        return float(ordered[-1])
    low = math.floor(pos)
    return ordered[low - 1] + (pos - low) * (ordered[low] - ordered[low - 1])


def read_jtl(path):
    """[(start, elapsed, success, kind)] in file order; kind: 'sample', 'transaction' or 'empty'."""
    rows = []
    with path.open(encoding="utf-8", errors="replace", newline="") as handle:
        reader = csv.DictReader(handle)
        if not reader.fieldnames or "timeStamp" not in reader.fieldnames or "elapsed" not in reader.fieldnames:
            raise BadInput(f"{path}: not a CSV JTL with timeStamp and elapsed columns")
        for row in reader:
            try:
                start, elapsed = int(row["timeStamp"]), int(row["elapsed"])
            except (TypeError, ValueError):
                continue  # a malformed row, as the engine skips it
            message = row.get("responseMessage") or ""
            kind = "empty" if message.startswith(EMPTY_TRANSACTION) else (
                "transaction" if message.startswith(TRANSACTION) else "sample")
            rows.append((start, elapsed, (row.get("success") or "").strip().lower() == "true", kind))
    return rows


def load_figures(rows, warmup_ms):
    bounded = [r for r in rows if r[3] != "empty"]
    if not bounded:
        return None, None
    first_start = min(r[0] for r in bounded)
    last_end = max(r[0] + r[1] for r in bounded)
    window_start = first_start + warmup_ms
    samples = [r for r in rows if r[3] == "sample" and r[0] >= window_start]
    figures = {}
    if samples:
        elapsed = sorted(r[1] for r in samples)
        errors = sum(1 for r in samples if not r[2])
        span = max(r[0] + r[1] for r in samples) - min(r[0] for r in samples)
        figures.update(samples=len(samples), errors=errors, errorPct=100.0 * errors / len(samples),
                       meanLatency=sum(elapsed) / len(samples),
                       throughput=len(samples) / (span / 1000.0) if span > 0 else None)
        for key, p in (("median", 50), ("p90", 90), ("p95", 95), ("p99", 99)):
            figures[key] = nearest_rank(elapsed, p)
    counts = {}
    for r in rows:
        if r[3] == "sample":
            second = (r[0] + r[1] - first_start) // 1000
            counts[second] = counts.get(second, 0) + 1
    series = [counts.get(i, 0) for i in range(max(counts) + 1)] if counts else []
    complete = series[:max(0, min(len(series), (last_end - first_start) // 1000))]
    top = max(complete) if complete else 0
    figures["maxTps"] = float(top)
    reached = [i + 1 for i, count in enumerate(complete) if count >= 0.95 * top]
    figures["timeToMaxTps"] = float(reached[0]) if reached else None
    first = max(0, -((first_start - window_start) // 1000))  # ceil((window start - first start) / 1000)
    inside = series[first:len(complete)] if len(complete) > first else []
    figures["avgTps"] = sum(inside) / len(inside) if inside else 0.0
    return figures, (window_start, last_end)


def jmeter_figures(rows):
    """JMeter's dashboard "Total" of the whole file (no warm-up trimmed), its own definitions."""
    samples = [r for r in rows if r[3] == "sample"]
    if not samples:
        return None
    elapsed = [r[1] for r in samples]
    last = elapsed[-JMETER_WINDOW:]
    span = max(r[0] + r[1] for r in samples) - min(r[0] for r in samples)
    errors = sum(1 for r in samples if not r[2])
    return {"sampleCount": len(samples), "errorCount": errors, "errorPct": 100.0 * errors / len(samples),
            "meanResTime": sum(elapsed) / len(samples), "minResTime": float(min(elapsed)),
            "maxResTime": float(max(elapsed)), "medianResTime": legacy(last, 50), "pct1ResTime": legacy(last, 90),
            "pct2ResTime": legacy(last, 95), "pct3ResTime": legacy(last, 99),
            "throughput": len(samples) / (span / 1000.0) if span > 0 else None}


def resource_figures(samples_file, processes, window):
    per_part = {part: {key: [0.0, 0] for key in RESOURCE_FIGURES} for part in processes}
    with samples_file.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                sample = json.loads(line)
            except ValueError:
                continue  # a truncated last line, as the engine tolerates it
            if sample.get("process") in per_part and window[0] <= sample.get("ts", -1) <= window[1]:
                for key, (field, _) in RESOURCE_FIGURES.items():
                    if sample.get(field) is not None:
                        per_part[sample["process"]][key][0] += sample[field]
                        per_part[sample["process"]][key][1] += 1
    figures = {}
    for key, (_, scale) in RESOURCE_FIGURES.items():
        means = [per_part[p][key][0] / per_part[p][key][1] for p in processes if per_part[p][key][1]]
        figures[key] = sum(means) / scale if len(means) == len(processes) else None
    return figures


def run_figures(scenario, run):
    """Everything recomputed for one run of report.json's runs[], or None without its raw files."""
    # the folder as report.json names it, from "runs/" on (it was recorded on the machine that ran it)
    recorded = str(run.get("folder") or "")
    folder = scenario / ("runs/" + recorded.rsplit("/runs/", 1)[1] if "/runs/" in recorded else
                         f"runs/{run['treatment']}/{run['level']}/{run['round']}")
    run_json = folder / "run.json"
    info = read_json(run_json) if run_json.is_file() else {}
    measured = (run.get("measured") or {}).get("process") or info.get("measuredProcess") or "consumer"
    processes = [part.strip() for part in measured.split("+")]
    figures, window, jmeter = {}, None, None
    jtl = folder / "result.jtl"
    if info.get("atRest") and info.get("window"):
        window = (info["window"]["startMs"], info["window"]["endMs"])
    elif jtl.is_file():
        warmup = info.get("warmupSeconds")
        if warmup is None:
            warmup = read_json(scenario / "meta.json").get("warmupSeconds") if (scenario / "meta.json").is_file() else None
        if warmup is None:
            raise BadInput(f"{run_json}: no warmupSeconds (nor in meta.json): the window cannot be known")
        rows = read_jtl(jtl)
        loaded, window = load_figures(rows, round(float(warmup) * 1000))
        figures.update(loaded or {})
        stats = folder / "dashboard" / "statistics.json"
        if stats.is_file():
            jmeter = (jmeter_figures(rows), read_json(stats).get("Total"))
    else:
        return None
    samples = folder / "samples.jsonl"
    if window and samples.is_file():
        figures.update(resource_figures(samples, processes, window))
    return {"folder": folder.relative_to(scenario).as_posix(), "figures": figures, "jmeter": jmeter}


def difference(mine, theirs):
    """Relative difference, 0 when both are absent; None when only one is (a mismatch)."""
    if mine is None and theirs is None:
        return 0.0
    if mine is None or theirs is None:
        return None
    return abs(mine - theirs) / max(1.0, abs(mine), abs(theirs))


class Tally:
    """One line of checks.md: what was compared, how many, the largest difference, the mismatches."""

    def __init__(self, table, what):
        self.table, self.what, self.cells, self.figures, self.largest, self.unchecked = table, what, 0, 0, 0.0, 0
        self.mismatches = []

    def compare(self, where, mine, theirs, exact=False):
        if theirs is None and mine is None:
            return
        self.figures += 1
        diff = difference(mine, theirs)
        if diff is not None:
            self.largest = max(self.largest, diff)
        if diff is None or diff > (0 if exact else TOLERANCE):
            self.mismatches.append({"where": where, "recomputed": mine, "report": theirs})

    def entry(self):
        passed = not self.mismatches
        counted = f"{self.cells} cells, " if self.cells else ""
        line = (f"{self.what}: {counted}{self.figures} figures compared, largest relative difference "
                f"{self.largest:.1e}{'' if passed else f', {len(self.mismatches)} beyond {TOLERANCE:g}'}"
                f"{f', {self.unchecked} cells not checked (no raw file to recompute them from)' if self.unchecked else ''}: "
                f"{'pass' if passed else 'FAIL'}")
        return {"table": self.table, "cells": self.cells, "figures": self.figures, "largestRelativeDifference":
                self.largest, "pass": passed, "line": line, "mismatches": self.mismatches[:50]}


def side_mean(values, geometric):
    """The arithmetic mean, or the geometric one (exp of the mean log) when geometric; None without values."""
    values = list(values)
    if not values:
        return None
    if geometric:
        if all(v == values[0] for v in values):
            return values[0]
        return math.exp(sum(math.log(v) for v in values) / len(values))
    return sum(values) / len(values)


def cell(key, relative, baseline_runs, treated_runs):
    """(baseline, treated, delta) of one figure, as the engine compares rounds: each side the mean over the rounds
    that pair (geometric for a relative delta, so the sides' ratio is the mean log ratio), else over all its rounds."""
    base = {r: f[key] for r, f in baseline_runs.items() if f.get(key) is not None}
    treated = {r: f[key] for r, f in treated_runs.items() if f.get(key) is not None}
    deltas = []
    paired = []
    for round_ in sorted(base):
        if round_ in treated:
            if not relative:
                deltas.append(treated[round_] - base[round_])
                paired.append(round_)
            elif base[round_] > 0 and treated[round_] > 0:
                deltas.append(math.log(treated[round_] / base[round_]))
                paired.append(round_)
    if paired:
        b = side_mean((base[r] for r in paired), relative)
        t = side_mean((treated[r] for r in paired), relative)
    else:
        b, t = side_mean(base.values(), False), side_mean(treated.values(), False)
    if deltas and relative:
        # relative deltas as the engine averages them: the mean log ratio, written back with the lognormal
        # mean's correction, 100 * (exp(mean - s^2 / (2 n)) - 1)
        mean = sum(deltas) / len(deltas)
        var = sum((x - mean) ** 2 for x in deltas) / (len(deltas) - 1) if len(deltas) > 1 else 0.0
        delta = 100.0 * math.expm1(mean - var / (2 * len(deltas)))
    elif deltas:
        delta = sum(deltas) / len(deltas)
    elif b is None or t is None or (relative and b == 0):
        delta = None
    else:
        delta = 100.0 * (t - b) / b if relative else t - b
    return b, t, delta


def compare_cells(comparison, base_name, runs, tally, memory):
    """One comparison's cells (its treatment against base_name at its level) recomputed and compared."""
    level, name = comparison.get("level"), comparison.get("treatment")
    base = {r: runs[(base_name, level, r)] for r in comparison.get("baselineRounds") or []
            if (base_name, level, r) in runs}
    treated = {r: runs[(name, level, r)] for r in comparison.get("treatedRounds") or [] if (name, level, r) in runs}
    metrics = comparison.get("metrics") or {}
    figures = RESOURCE_FIGURES if comparison.get("atRest") else {**LOAD_FIGURES, **RESOURCE_FIGURES}
    shown = [k for k in figures if metrics.get(k) and (metrics[k].get("baseline") is not None
                                                      or metrics[k].get("treated") is not None)]
    if len(base) < len(comparison.get("baselineRounds") or []) or len(treated) < len(
            comparison.get("treatedRounds") or []):
        tally.unchecked += len(shown)
        return
    where = f"{name} against {base_name} {level}" if tally.table == "release" else f"{name} {level}"
    for key in shown:
        tally.cells += 1
        mine = cell(key, LOAD_FIGURES.get(key, False), base, treated)
        for part, value in zip(("baseline", "treated", "delta"), mine):
            tally.compare(f"{where} {key} {part}", value, metrics[key].get(part))
    if memory and not comparison.get("atRest") and all(k in shown for k in ("heap", "nonHeapExceptCodeCache", "rss")):
        heap = cell("heap", False, base, treated)
        off_heap = cell("nonHeapExceptCodeCache", False, base, treated)
        rss = cell("rss", False, base, treated)
        for part, index in (("baseline", 0), ("treated", 1), ("delta", 2)):
            theirs = [metrics[k].get(part) for k in ("heap", "nonHeapExceptCodeCache")]
            mine = None if None in (heap[index], off_heap[index]) else heap[index] + off_heap[index]
            memory.compare(f"{where} total memory {part}", mine, None if None in theirs else sum(theirs))
            memory.compare(f"{where} rss {part}", rss[index], metrics["rss"].get(part))
        memory.cells += 2


def check_scenario(scenario):
    report = read_json(scenario / "report.json")
    runs, per_run = {}, Tally("runs", "each run's figures against report.json's runs[]")
    jmeter = Tally("jmeter", "JMeter's statistics.json (whole run, JMeter's definitions)")
    for run in report.get("runs") or []:
        key = (run["treatment"], run["level"], run["round"])
        recomputed = run_figures(scenario, run)
        if recomputed is None:
            continue
        runs[key] = recomputed["figures"]
        where, figures = recomputed["folder"], recomputed["figures"]
        total, tps, measured = run.get("total") or {}, run.get("tps") or {}, run.get("measured") or {}
        if total and figures.get("samples") is None:
            # a run without load (at rest, a start-up): its JTL holds no sample in the window, and report.json's
            # total is the empty summary, whose zeros are no figures; only its count is checked
            per_run.compare(f"{where} samples", 0, total.get("samples"), exact=True)
        elif total:
            for name in ("samples", "errors"):
                per_run.compare(f"{where} {name}", figures.get(name), total.get(name), exact=True)
            for name, mine in (("errorPct", "errorPct"), ("mean", "meanLatency"), ("median", "median"),
                               ("p90", "p90"), ("p95", "p95"), ("p99", "p99"), ("throughput", "throughput")):
                per_run.compare(f"{where} {name}", figures.get(mine), total.get(name))
            per_run.compare(f"{where} maxTps", figures.get("maxTps"), tps.get("maxTps"))
            per_run.compare(f"{where} avgTps", figures.get("avgTps"), tps.get("avgTps"))
            per_run.compare(f"{where} timeToMaxTps", figures.get("timeToMaxTps"), tps.get("timeToMaxTpsSeconds"))
        for key, (field, scale) in RESOURCE_FIGURES.items():
            theirs = (measured.get(field) or {}).get("mean")
            per_run.compare(f"{where} {field}", figures.get(key), None if theirs is None else theirs / scale)
        if recomputed["jmeter"]:
            mine, theirs = recomputed["jmeter"]
            for name, value in (mine or {}).items():
                jmeter.compare(f"{where} {name}", value, (theirs or {}).get(name), exact=name.endswith("Count"))
    loaded = Tally("loaded", "loaded table cells (means over paired rounds, mean per-round delta) from result.jtl and "
                             "samples.jsonl")
    memory = Tally("memory", "memory table cells (total memory = heap + off-heap, RSS) from samples.jsonl")
    at_rest = Tally("at-rest", "at-rest table cells (total memory, heap, off-heap, RSS, classes, threads) from "
                               "samples.jsonl")
    release = Tally("release", "release table cells (new release against the old, means over paired rounds, mean "
                               "per-round delta) from result.jtl and samples.jsonl")
    baseline = (report.get("baseline") or {}).get("name") or "baseline"
    for comparison in report.get("comparisons") or []:
        compare_cells(comparison, baseline, runs, at_rest if comparison.get("atRest") else loaded, memory)
    for pair in report.get("releaseComparisons") or []:
        compare_cells(pair.get("comparison") or {}, pair.get("other"), runs, release, None)
    entries = [t.entry() for t in (loaded, memory, at_rest, release, per_run, jmeter) if t.figures or t.unchecked]
    if jmeter.figures and loaded.figures:
        # the page shows one line per table: the loaded one says too whether JMeter's own figures agree
        entries[0]["line"] += (f"; JMeter's statistics.json of the same JTLs (whole run): {jmeter.figures} figures, "
                               f"largest relative difference {jmeter.largest:.1e}: "
                               f"{'pass' if not jmeter.mismatches else 'FAIL'}")
    return entries, runs


def write(scenario, name, entries):
    passed = all(entry["pass"] for entry in entries)
    document = {"checkedBy": "scripts/check-figures.py", "scenario": name,
                "percentiles": "nearest rank: the sorted value of rank ceil(p N / 100), at least 1 (report.json's); "
                               "JMeter's statistics.json: Commons Math LEGACY over the last 20,000 samples",
                "tolerance": f"{TOLERANCE:g} relative (absolute below 1; the same definitions, only summation order may differ), "
                             "sample and error counts exactly",
                "pass": passed, "tables": entries}
    (scenario / "checks.json").write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    lines = [f"# Independent check: {name}", "",
             "By scripts/check-figures.py (Python, standard library, no MeshBench code) from the raw files: "
             f"percentiles by {document['percentiles']}; tolerance {document['tolerance']}.", ""]
    lines += [f"- {entry['line']}" for entry in entries]
    for entry in entries:
        lines += [f"  - mismatch: {m['where']}: recomputed {m['recomputed']!r}, report {m['report']!r}"
                  for m in entry["mismatches"]]
    text = "\n".join(lines) + "\n"
    (scenario / "checks.md").write_text(text, encoding="utf-8")
    return passed, text


def scenarios(folder):
    if (folder / "page-plan.json").is_file():
        plan = read_json(folder / "page-plan.json")
        found = []
        for entry in plan.get("scenarios") or []:
            scenario = folder / (entry.get("folder") or entry.get("scenario") or "")
            if (scenario / "report.json").is_file():
                found.append((entry.get("scenario"), scenario))
        return found
    if (folder / "report.json").is_file():
        return [(read_json(folder / "report.json").get("scenario") or folder.name, folder)]
    raise BadInput(f"{folder}: holds neither page-plan.json nor report.json; give a page or a benchmark folder")


def main(arguments):
    if len(arguments) != 1:
        print("usage: check-figures.py <page or benchmark folder>", file=sys.stderr)
        return 2
    try:
        folder = Path(arguments[0])
        passed = True
        checked = 0
        for name, scenario in scenarios(folder):
            entries, runs = check_scenario(scenario)
            if not runs:
                print(f"{scenario}: no run folder with result.jtl or samples.jsonl under runs/: nothing to check "
                      f"(checks.json needs the raw runs; run this before copying report.json away)", file=sys.stderr)
                continue
            ok, text = write(scenario, name, entries)
            passed &= ok
            checked += 1
            print(text)
        if not checked:
            print(f"{folder}: no scenario with raw runs was checked", file=sys.stderr)
            return 2
        return 0 if passed else 1
    except BadInput as error:
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
