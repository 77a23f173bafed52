#!/usr/bin/env python3
"""
`uri-editions compare --brief` over a file of URLs on a Dask cluster (docs/cluster.md).

The file is read as a Dask bag of lines (`dask.bag.read_text`, split into partitions of about
size / --partitions bytes, each ending at a line end); each partition's lines go to one
`uri-editions compare --brief` process's stdin, and its stdout lines are the partition's output:
one line per input line, in order. The output is written as one file per partition
(OUT/part-00000.ndjson, ...) with OUT/manifest.json listing, per partition, the lines that went in
and came out.

    python3 scripts/dask-compare.py urls.txt OUT --workers 2 --partitions 8
    python3 scripts/dask-compare.py urls.txt OUT --scheduler tcp://10.0.0.1:8786
    python3 scripts/dask-compare.py urls.txt OUT -- node dist/cli/main.js compare --brief --jobs 1

Without --scheduler it starts a LocalCluster on 127.0.0.1 (--workers worker processes, one thread
each). Everything after `--` is the command (default: uri-editions compare --brief --jobs 1).
--kill-worker kills one worker process (SIGKILL) while it is in the middle of a partition, once
another partition has finished: Dask runs the lost partitions again on the workers left (the
nanny also starts a new one), and the output is still one line per input line. Each partition run
is logged to OUT/attempts.log ("start PID SHA1 TIME" / "end PID SHA1 TIME": the process, the SHA-1
of the partition's bytes, the Unix time), which shows the retry and how busy each worker was.

Prints one JSON line: {"partitions", "lines", "seconds", "workers", "killed"} (seconds: from
submitting the job to having every partition's output, the cluster's start excluded).
"""
import argparse
import hashlib
import json
import math
import os
import signal
import subprocess
import sys
import time

import dask.bag as db
from dask.distributed import Client, LocalCluster

DEFAULT_COMMAND = ["uri-editions", "compare", "--brief", "--jobs", "1"]


def brief_lines(lines, command=DEFAULT_COMMAND):
    """One partition's lines through `compare --brief`: one output line (str) per input line, in order.

    `lines` are read_text's lines, each with its "\\n" (the last may lack it), decoded with
    errors="surrogateescape" so that encoding them again gives the file's bytes exactly.
    """
    lines = list(lines)
    if not lines:
        return []
    data = b"".join(line.encode("utf-8", "surrogateescape") for line in lines)
    if not data.endswith(b"\n"):
        data += b"\n"
    run = subprocess.run(command, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # the mapper contract (docs/cli.md): exit 0 and nothing on stderr, whatever the lines hold
    if run.returncode != 0 or run.stderr:
        raise RuntimeError(f"{command[0]} exited {run.returncode}: {run.stderr[:500]!r}")
    # split at "\n" only: a brief line may hold U+2028, U+0085 ... raw, which str.splitlines() would split at
    out = run.stdout.split(b"\n")
    if out.pop() != b"":
        raise RuntimeError("the output does not end with a line end")
    if len(out) != len(lines):
        raise RuntimeError(f"{len(out)} output lines for {len(lines)} input lines")
    return [line.decode("utf-8") for line in out]


def partition_report(lines, command, log):
    """brief_lines, with the run logged to `log` (which process ran which partition; an empty
    partition runs nothing) and the partition's input line count: [{"lines": n, "out": [...]}],
    one element per partition."""
    lines = list(lines)
    if not lines:
        return [{"lines": 0, "out": []}]
    key = hashlib.sha1(b"".join(line.encode("utf-8", "surrogateescape") for line in lines)).hexdigest()
    note(log, f"start {os.getpid()} {key} {time.time():.3f}")
    out = brief_lines(lines, command)
    note(log, f"end {os.getpid()} {key} {time.time():.3f}")
    return [{"lines": len(lines), "out": out}]


def note(log, text):
    # one write of one short line to a file opened for appending: whole, whoever else writes
    with open(log, "a", encoding="ascii") as f:
        f.write(text + "\n")


def mid_partition(log):
    """A process that started a partition and has not finished it, once some partition has finished."""
    try:
        with open(log, encoding="ascii") as f:
            events = [line.split() for line in f if line.endswith("\n")]
    except FileNotFoundError:
        return None
    if not any(e[0] == "end" for e in events):
        return None
    running = {}
    for kind, pid, key, _ in events:
        if kind == "start":
            running[pid] = key
        elif running.get(pid) == key:
            del running[pid]
    return int(next(iter(running))) if running else None


def main():
    args = argparse.ArgumentParser(
        usage="%(prog)s input out [options] [-- command ...]",
        description=__doc__.split("\n\n")[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    args.add_argument("input", help="a file of URLs, one per line (any bytes)")
    args.add_argument("out", help="a directory for the output (made if missing)")
    args.add_argument("--partitions", type=int, default=8, help="about how many partitions (default 8)")
    args.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes (default 2)")
    args.add_argument("--scheduler", help="the address of a running scheduler, instead of a LocalCluster")
    args.add_argument("--kill-worker", action="store_true", help="kill a worker process in the middle of a partition")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    a = args.parse_args(argv[:split])
    command = argv[split + 1 :] or DEFAULT_COMMAND
    os.makedirs(a.out, exist_ok=True)
    log = os.path.join(a.out, "attempts.log")
    open(log, "w").close()

    if a.scheduler:
        cluster, client = None, Client(a.scheduler)
    else:
        cluster = LocalCluster(
            host="127.0.0.1", n_workers=a.workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = Client(cluster)
    try:
        size = os.path.getsize(a.input)
        blocksize = max(1, math.ceil(size / max(1, a.partitions)))
        # linedelimiter "\n": lines end at "\n" only (a "\r" stays in its line, as the CLI reads it);
        # surrogateescape: any bytes, invalid UTF-8 included, go to the command as they were
        urls = db.read_text(a.input, blocksize=blocksize, linedelimiter="\n", encoding="utf-8", errors="surrogateescape")
        t0 = time.monotonic()
        future = client.compute(urls.map_partitions(partition_report, command, log))
        killed = None
        if a.kill_worker:
            while killed is None and not future.done():
                killed = mid_partition(log)
                if killed is None:
                    time.sleep(0.01)
            if killed is not None:
                os.kill(killed, signal.SIGKILL)
        parts = future.result()
        seconds = time.monotonic() - t0

        manifest = []
        for i, part in enumerate(parts):
            with open(os.path.join(a.out, f"part-{i:05d}.ndjson"), "w", encoding="utf-8", newline="") as f:
                f.writelines(line + "\n" for line in part["out"])
            manifest.append({"partition": i, "lines": part["lines"], "out": len(part["out"])})
        with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f)
        summary = {
            "partitions": len(parts),
            "lines": sum(p["lines"] for p in parts),
            "seconds": round(seconds, 3),
            "workers": len(client.scheduler_info()["workers"]),
            "killed": killed,
        }
        print(json.dumps(summary), flush=True)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


if __name__ == "__main__":
    sys.exit(main())
