"""Benchmark (run by hand): the maze's proving ground against the referee's own engine, the same games played three
ways, taking turns, medians of games per second.

    python bench/bench_proving_referee.py [--seeds N] [--rounds R] [--jobs J] [--bot sample|instant]
        [--scratch DIR] [--referee-src GIT] [--engine-src GIT] [--no-jvm-per-game] [--base CHECKOUT]

The referee is CodinGame's "Code Keeper - The Hero" (github.com/acatai/CodeKeeper-TheHero), a four-player game on
CodinGame's Java game engine: four heroes, each alone in its own copy of the seed's maze. Seeds 0..N-1 are played:

- ours: `python main.py --game maze --text --seeds 0-(N-1) --bot B --bot B --bot B --bot B --jobs J` (four bots a
  seed, so the same 4N hero games), the whole process timed;
- the referee, one JVM per worker reused across games: J JVMs at once, each running its share of the seeds one
  after the other through the engine's MultiplayerGameRunner.simulate() (four agents, the bot as a process);
- the referee, one JVM per game: J at a time, one JVM for each seed.

B is the project's sample bot (`sample`: roguelike_client/bots/maze_bot.py, a Python process in every way) or
`instant`, a bot written to the scratch folder that waits in place, answering as soon as it has read a turn. Every
hero's score must agree between the ways; the script says so, or names the seeds that differ. Games per second count
the games played through: a game the engine fails (its runner stops reading a frame of the referee's: "Error reading
Referee command. Buffer capacity"; seen here on a busy machine, most often in a JVM reused for ten games or more) is
left out, and counted. `--base CHECKOUT` plays another checkout of ours too (`git worktree add /tmp/base COMMIT`), for
a before and after in the same run.

Building the referee (in --scratch, default /tmp/codekeeper-referee; nothing of it enters the project): it is cloned
from --referee-src (a git URL or folder), and the small runner class BenchRunner.java is written and compiled there.
Its dependencies come from Maven (`mvn dependency:build-classpath` with the referee's own pom.xml) when Maven Central
answers; otherwise the engine is compiled with javac from CodinGame's engine source (--engine-src, checked out at
the version the referee's pom.xml names), against the jars of Debian's packages (the script names the ones missing;
its web viewer's server, which needs Undertow, is replaced by a stand-in: simulate() never starts it). Needs java,
javac and git; mvn is optional. Guice needs `--add-opens java.base/java.lang=ALL-UNNAMED` on Java 9 and later.
"""
from __future__ import annotations

import argparse
import csv
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REFEREE_SRC = "https://github.com/acatai/CodeKeeper-TheHero"
ENGINE_SRC = "https://github.com/CodinGame/codingame-game-engine"
HEROES = 4                  # the referee's game: four heroes on one seed
JAVA_OPTIONS = ["--add-opens", "java.base/java.lang=ALL-UNNAMED"]
# The engine's dependencies as Debian packages them (jar in /usr/share/java -> package).
DEBIAN_JARS = {
    "guice.jar": "libguice-java", "guava.jar": "libguava-java", "gson.jar": "libgoogle-gson-java",
    "aopalliance.jar": "libaopalliance-java", "atinject-jsr330-api.jar": "libatinject-jsr330-api-java",
    "commons-logging.jar": "libcommons-logging-java", "commons-io.jar": "libcommons-io-java",
    "commons-lang3.jar": "libcommons-lang3-java", "javassist.jar": "libjavassist-java",
    "snakeyaml.jar": "libyaml-snake-java", "log4j-api.jar": "liblog4j2-java", "log4j-core.jar": "liblog4j2-java",
    "log4j-jcl.jar": "liblog4j2-java",
}
ENGINE_MODULES = ["engine/core", "engine/modules/entities", "engine/modules/endscreen", "engine/modules/toggle",
                  "engine/modules/tooltip", "runner"]

RUNNER = """\
import com.codingame.gameengine.runner.MultiplayerGameRunner;
import com.codingame.gameengine.runner.simulate.GameResult;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Arrays;

/** Plays each seed given before "--" with the bot command after it in all four seats; one line per game: the seed,
    the four scores, and why the game failed if it did. */
public class BenchRunner {
    public static void main(String[] args) {
        int split = Arrays.asList(args).indexOf("--");
        String[] bot = Arrays.copyOfRange(args, split + 1, args.length);
        PrintStream out = System.out, err = System.err;
        PrintStream none = new PrintStream(OutputStream.nullOutputStream());
        for (int i = 0; i < split; i++) {
            long seed = Long.parseLong(args[i]);
            System.setOut(none);          // the referee prints each turn's number; the runner echoes it
            System.setErr(none);
            MultiplayerGameRunner runner = new MultiplayerGameRunner();
            runner.setSeed(seed);
            for (int seat = 0; seat < 4; seat++) runner.addAgent(bot);
            GameResult result = runner.simulate();
            System.setOut(out);
            System.setErr(err);
            StringBuilder line = new StringBuilder().append(seed);
            for (int seat = 0; seat < 4; seat++) line.append(' ').append(result.scores.get(seat));
            if (result.failCause != null) line.append(' ').append(result.failCause.split("\\n")[0]);
            out.println(line);
        }
        out.flush();
    }
}
"""

STAND_IN = """\
package com.codingame.gameengine.runner;

/** Stand-in for the web viewer's server (it needs Undertow): simulate() never uses it. */
class Renderer {
    Renderer(int port) { }
    void render(int playerCount, String jsonResult) { throw new UnsupportedOperationException("no viewer here"); }
}
"""

INSTANT_BOT = """\
import sys
read = sys.stdin.readline
while True:
    first = read()
    if not first:
        break
    for _ in range(int(read())):
        read()
    x, y = first.split()[:2]
    sys.stdout.write(f"MOVE {x} {y}\\n")
    sys.stdout.flush()
"""


def fail(message: str) -> None:
    sys.exit(f"bench_proving_referee: {message}")


def run(command: list[str], cwd: Path | None = None, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def clone(source: str, target: Path, ref: str | None = None) -> str:
    """A git checkout of source in target (cloned once, then reused); its commit."""
    if not (target / ".git").exists():
        done = run(["git", "clone", "--quiet", source, str(target)])
        if done.returncode:
            fail(f"cannot clone {source}: {done.stderr.strip()}")
    if ref is not None:
        done = run(["git", "checkout", "--quiet", ref], cwd=target)
        if done.returncode:
            fail(f"{source} has no {ref}: {done.stderr.strip()}")
    return run(["git", "rev-parse", "--short", "HEAD"], cwd=target).stdout.strip()


def maven_classpath(referee: Path) -> list[str] | None:
    """The referee compiled by Maven and its dependencies' jars, or None when Maven is missing or cannot fetch them."""
    if shutil.which("mvn") is None:
        print("mvn: not found; building the engine from its source instead")
        return None
    listing = referee / "target" / "classpath.txt"
    done = run(["mvn", "-B", "-q", "compile", "dependency:build-classpath", f"-Dmdep.outputFile={listing}"],
               cwd=referee)
    if done.returncode or not listing.exists():
        why = next((line for line in done.stdout.splitlines() if "ERROR" in line), done.stderr.strip()[:300])
        print(f"mvn could not build the referee ({why[:300]}); building the engine from its source instead")
        return None
    return [str(referee / "target" / "classes"), *listing.read_text().strip().split(os.pathsep)]


def source_classpath(referee: Path, scratch: Path, engine_src: str) -> list[str]:
    """The engine, at the version the referee's pom.xml names, and the referee compiled with javac against Debian's
    jars."""
    version = re.search(r"<gamengine.version>([^<]+)<", (referee / "pom.xml").read_text())
    if version is None:
        fail("the referee's pom.xml names no gamengine.version")
    jars = Path("/usr/share/java")
    missing = sorted({package for jar, package in DEBIAN_JARS.items() if not (jars / jar).exists()})
    if missing:
        fail("the engine's dependencies are missing; install them with\n    apt-get install " + " ".join(missing))
    engine = scratch / "engine"
    clone(engine_src, engine, f"v{version.group(1)}")
    classes = scratch / "classes"
    if not (classes / "com" / "codingame" / "game" / "Referee.class").exists():
        stand_in = scratch / "stand-in" / "com" / "codingame" / "gameengine" / "runner" / "Renderer.java"
        stand_in.parent.mkdir(parents=True, exist_ok=True)
        stand_in.write_text(STAND_IN)
        skipped = {"Renderer.java", "Exporter.java"}      # the viewer's server and its command line
        sources = [path for module in ENGINE_MODULES for path in (engine / module / "src/main/java").rglob("*.java")
                   if not (module == "runner" and path.name in skipped)]
        sources += [*(referee / "src/main/java").rglob("*.java"), stand_in]
        listing = scratch / "sources.txt"
        listing.write_text("\n".join(str(path) for path in sources))
        classpath = os.pathsep.join(str(jars / jar) for jar in DEBIAN_JARS)
        done = run(["javac", "-nowarn", "-encoding", "UTF-8", "-d", str(classes), "-cp", classpath, f"@{listing}"])
        if done.returncode:
            fail(f"javac could not build the engine:\n{done.stderr[-2000:]}")
    resources = [str(engine / module / "src/main/resources") for module in ENGINE_MODULES]
    return [str(classes), str(referee / "src/main/resources"), *resources, *(str(jars / jar) for jar in DEBIAN_JARS)]


def build(scratch: Path, referee_src: str, engine_src: str) -> tuple[list[str], Path, str]:
    """The java command before the runner's arguments, the referee's folder (its config/ is read from the working
    directory) and how it was built."""
    for tool in ("java", "javac", "git"):
        if shutil.which(tool) is None:
            fail(f"{tool} is missing: the referee's engine is Java (install a JDK, 11 or later, and git)")
    scratch.mkdir(parents=True, exist_ok=True)
    referee = scratch / "referee"
    commit = clone(referee_src, referee)
    classpath = maven_classpath(referee)
    how = f"referee {commit}, engine from Maven"
    if classpath is None:
        classpath = source_classpath(referee, scratch, engine_src)
        how = f"referee {commit}, engine built from source with Debian's jars"
    # The referee's own log settings (warnings only), as its tests run it.
    classpath.append(str(referee / "src/test/resources"))
    runner = scratch / "runner"
    runner.mkdir(exist_ok=True)
    (runner / "BenchRunner.java").write_text(RUNNER)
    done = run(["javac", "-nowarn", "-d", str(runner), "-cp", os.pathsep.join(classpath),
                str(runner / "BenchRunner.java")])
    if done.returncode:
        fail(f"javac could not build the runner:\n{done.stderr[-2000:]}")
    return ["java", *JAVA_OPTIONS, "-cp", os.pathsep.join([str(runner), *classpath]), "BenchRunner"], referee, how


def bot_commands(bot: str, scratch: Path) -> tuple[str, list[str]]:
    """The bot as our --bot takes it and as the referee's runner starts it (words, no shell)."""
    if bot == "sample":
        sys.path.insert(0, str(REPO))
        from roguelike_client.bots.sample import sample_words

        return "sample", sample_words()         # the same words as ours, with the checkout on PYTHONPATH
    path = scratch / "instant_bot.py"
    path.write_text(INSTANT_BOT)
    return f'"{sys.executable}" "{path}"', [sys.executable, str(path)]


Scores = dict[int, tuple]


def ours(seeds: list[int], jobs: int, bot: str, checkout: Path = REPO) -> Scores:
    with tempfile.TemporaryDirectory() as folder:
        results = Path(folder) / "runs.csv"
        command = [sys.executable, str(checkout / "main.py"), "--game", "maze", "--text", f"--seeds={seeds[0]}-{seeds[-1]}",
                   *[word for _ in range(HEROES) for word in ("--bot", bot)], "--jobs", str(jobs),
                   "--results", str(results)]
        done = subprocess.run(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode:
            fail(f"our proving ground failed: {done.stderr[-1000:]}")
        scores: dict[int, list[int]] = {}
        with results.open(newline="") as file:
            for row in csv.DictReader(file):
                scores.setdefault(int(row["seed"]), []).append(int(row["score"]))
    return {seed: tuple(values) for seed, values in scores.items()}


def referee_games(java: list[str], referee: Path, bot: list[str], groups: list[list[int]], jobs: int) -> Scores:
    """Each group of seeds played by one JVM, at most jobs JVMs at once."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    waiting, running, scores = list(groups), [], {}
    while waiting or running:
        while waiting and len(running) < jobs:
            seeds = waiting.pop(0)
            running.append(subprocess.Popen([*java, *map(str, seeds), "--", *bot], cwd=referee, env=env,
                                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True))
        process = running.pop(0)
        out, _ = process.communicate()
        for line in out.splitlines():
            seed, *values = line.split(maxsplit=5)
            played: tuple = tuple(int(value) if value != "null" else 0 for value in values[:HEROES])
            scores[int(seed)] = played + tuple(values[HEROES:])     # the engine's reason, when the game failed
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeds 0..N-1 (each four hero games)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--bot", choices=("sample", "instant"), default="sample")
    parser.add_argument("--scratch", type=Path, default=Path(tempfile.gettempdir()) / "codekeeper-referee")
    parser.add_argument("--referee-src", default=REFEREE_SRC)
    parser.add_argument("--engine-src", default=ENGINE_SRC)
    parser.add_argument("--no-jvm-per-game", action="store_true", help="leave the slowest way out")
    parser.add_argument("--base", type=Path, help="another checkout (git worktree add DIR COMMIT) played too")
    args = parser.parse_args()
    java, referee, how = build(args.scratch.resolve(), args.referee_src, args.engine_src)
    ours_bot, referee_bot = bot_commands(args.bot, args.scratch.resolve())
    seeds = list(range(args.seeds))
    ways = {
        "ours": lambda: ours(seeds, args.jobs, ours_bot),
        "referee, one JVM per worker": lambda: referee_games(
            java, referee, referee_bot, [seeds[start::args.jobs] for start in range(args.jobs)], args.jobs),
        "referee, one JVM per game": lambda: referee_games(java, referee, referee_bot, [[seed] for seed in seeds],
                                                           args.jobs),
    }
    if args.base is not None:
        ways = {"ours, --base": lambda: ours(seeds, args.jobs, ours_bot, args.base.resolve()), **ways}
    if args.no_jvm_per_game:
        del ways["referee, one JVM per game"]
    games = HEROES * len(seeds)
    print(f"{how}; {games} hero games a way (seeds 0-{seeds[-1]}, four heroes each), bot {args.bot}, "
          f"{args.jobs} at a time, {args.rounds} rounds taking turns")
    times: dict[str, list[float]] = {name: [] for name in ways}
    rates: dict[str, list[float]] = {name: [] for name in ways}
    lost: dict[str, list[int]] = {name: [] for name in ways}
    answers: dict[str, Scores] = {}
    for round_number in range(args.rounds):
        for name, way in ways.items():
            start = time.perf_counter()
            answers[name] = way()
            times[name].append(time.perf_counter() - start)
            # A game the engine itself failed (its reason follows the scores) is not counted as played.
            failed = sum(len(answers[name].get(seed, ())) != HEROES for seed in seeds)
            lost[name].append(HEROES * failed)
            rates[name].append(HEROES * (len(seeds) - failed) / times[name][-1])
            print(f"  round {round_number + 1}: {name}: {times[name][-1]:.2f} s"
                  + (f", {HEROES * failed} hero games failed by the engine" if failed else ""), flush=True)
    rate = {name: statistics.median(values) for name, values in rates.items()}
    print(f"\n{'way':<30} {'median s':>9} {'games/s':>9} {'ours is':>9}  games failed by the engine, by round")
    for name, seconds in times.items():
        print(f"{name:<30} {statistics.median(seconds):>9.2f} {rate[name]:>9.1f} {rate['ours'] / rate[name]:>8.2f}x"
              f"  {lost[name]}")
    differ = sorted(seed for seed in seeds if len({answers[name].get(seed, ())[:HEROES] for name in ways}) != 1)
    failed = sorted(seed for seed in seeds if any(len(answers[name].get(seed, ())) > HEROES for name in ways))
    print(f"\nscores: every hero's score agrees in the {len(ways)} ways" if not differ else "\nscores differ "
          "(the referee's engine times bots and itself on the wall clock: a busy machine can cost it games):")
    for seed in sorted(set(differ) | set(failed)):
        print(f"  seed {seed}: " + "; ".join(f"{name}: {answers[name].get(seed)}" for name in ways))


if __name__ == "__main__":
    main()
