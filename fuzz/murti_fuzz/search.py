"""The search: seeded Hypothesis runs that find, shrink and deduplicate findings.

The run is a sequence of batches. Batch `b` is one Hypothesis run of at most `batch_size`
documents with `@seed(derive(seed, b))`, no example database and multi-bug reporting off, so
the documents it tries depend only on the seed (and on the sides' answers, which are
deterministic for a deterministic implementation). The property fails when a document shows a
finding whose signature is neither known (fuzz/known-findings.json) nor already found in this
run; each signature gets its own exception class, Hypothesis shrinks the failing document, and
the last failing document it replays is the minimal one, written out by `findings.write`.

Time: no new batch starts, and no new document is generated, after `--seconds`; a shrink in
progress may go on for up to `shrink_seconds` more, then the best document so far is written.
"""

import hashlib
import signal
import time
from collections import Counter, OrderedDict

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings
from hypothesis import seed as hypothesis_seed
from hypothesis.errors import HypothesisException

from . import findings as findings_module
from .compare import answer_class, classify
from .jsontext import TooLarge
from .sides import ask_all


class TimeUp(BaseException):
    """Ends a Hypothesis run at once. A BaseException, so Hypothesis neither catches nor
    shrinks it (it shrinks every Exception)."""


class NewFinding(Exception):
    """Base of the per-signature exception classes the property raises."""


def derive(seed, batch):
    """The Hypothesis seed of batch `batch` of a run with seed `seed`."""
    digest = hashlib.sha256(f"murti-fuzz:{seed}:{batch}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Search:
    """One fuzzing run over `sides` with documents from `generator`."""

    def __init__(self, generator, sides, profile, known, out_dir, seed, seconds,
                 max_examples=None, until=None, batch_size=500, shrink_seconds=120, log=print,
                 cache_size=20000):
        self.generator = generator
        self.sides = sides
        self.profile = profile
        self.known = known
        self.out_dir = out_dir
        self.seed = seed
        self.seconds = seconds
        self.max_examples = max_examples
        self.until = until
        self.batch_size = batch_size
        self.shrink_seconds = shrink_seconds
        self.log = log
        self.cache = OrderedDict()
        self.cache_size = cache_size
        self.exception_classes = {}
        self.found = {}  # signature → summary dict
        self.known_counts = Counter()
        self.verdicts = Counter()  # the reference's answer classes: what the documents reached
        self.examples = 0  # documents sent to the sides (cache hits not counted)
        self.generated = 0  # documents the strategy produced
        self.seq = 0
        self.batch = 0
        self.started = None
        self.latest = {}  # signature → (document, bytes, results) at its last raise
        self.last_raised = None  # the signature raised last in this batch
        self.detected = None  # (seconds, documents) when this batch first raised
        self.shrinking = False
        self.interrupted = False
        self.too_large = 0  # documents past jsontext.MAX_TEXT, never sent

    # --- the run -------------------------------------------------------------------------

    def run(self):
        """Runs batches until time, examples or `until` say stop; returns the summary dict."""
        self.started = time.monotonic()
        self.deadline = self.started + self.seconds
        try:
            while not self._should_stop():
                self._run_batch()
                self.batch += 1
        except KeyboardInterrupt:  # Ctrl-C between documents: stop with what was found
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            self.interrupted = True
        return self.summary()

    def _should_stop(self):
        if self.interrupted or time.monotonic() >= self.deadline:
            return True
        if self.max_examples is not None and self.examples >= self.max_examples:
            return True
        return self.until is not None and any(self.until.search(s) for s in self.found)

    def _run_batch(self):
        self.latest = {}
        self.shrinking = False
        self.last_raised = None
        self.detected = None
        strategy = self.generator.documents()

        @settings(max_examples=self.batch_size, database=None, deadline=None,
                  derandomize=False, report_multiple_bugs=False, print_blob=False,
                  verbosity=Verbosity.quiet, phases=(Phase.generate, Phase.shrink),
                  suppress_health_check=list(HealthCheck))
        @given(strategy)
        def probe(document):
            self._probe(document)

        probe = hypothesis_seed(derive(self.seed, self.batch))(probe)
        final = None
        try:
            probe()
        except TimeUp:
            # Cut mid-shrink: the document last seen failing is the smallest so far.
            final = self.last_raised
        except KeyboardInterrupt:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the write
            final = self.last_raised
            self.interrupted = True
        except Exception as error:  # a NewFinding, or one of Hypothesis' own errors
            final = _raised_signature(error)
            if final is None:
                if not isinstance(error, HypothesisException):
                    raise  # a bug of the fuzzer itself: say so, do not hide it
                # Flaky (an answer changed between two runs of one document, e.g. a hang
                # that later answered) or Unsatisfiable: keep the last finding seen.
                self.log(f"fuzz: note: batch {self.batch}: {type(error).__name__}")
                final = self.last_raised
        # Only the signature Hypothesis ended on is recorded: the shrinker may slip from the
        # first failure to a smaller one with another signature, and the first, unshrunk,
        # is then left behind (it is found again, and shrunk, if it is a drift of its own).
        if final is not None and final in self.latest:
            self._record(final, *self.latest[final])

    def _probe(self, document):
        now = time.monotonic()
        if self.shrinking:
            if now >= self.deadline + self.shrink_seconds:
                raise TimeUp()
        elif now >= self.deadline or (self.max_examples is not None
                                      and self.examples >= self.max_examples):
            raise TimeUp()
        self.generated += 1
        try:
            data = document.to_bytes()
        except TooLarge:
            self.too_large += 1
            reject()  # not a document worth sending; Hypothesis draws another
        results = self._ask(data)
        new = self._new_findings(results)
        if not new:
            return
        signature = new[0].signature
        if not self.shrinking:
            self.detected = (now - self.started, self.examples)
        self.shrinking = True
        self.latest[signature] = (document, data, results)
        self.last_raised = signature
        raise self._exception_class(signature)(signature)

    def _ask(self, data):
        key = hashlib.sha256(data).digest()
        cached = self.cache.get(key)
        if cached is not None:
            self.cache.move_to_end(key)
            return cached
        self.seq += 1
        self.examples += 1
        results = ask_all(self.sides, self.seq, data, self.profile)
        self._count_known(results)
        self.cache[key] = results
        if len(self.cache) > self.cache_size:
            self.cache.popitem(last=False)
        return results

    def _new_findings(self, results):
        new = []
        for finding in classify(results, self.sides, self.known):
            if finding.known is not None:
                continue
            if finding.signature not in self.found:
                new.append(finding)
        return new

    def _count_known(self, results):
        for side in self.sides:
            if side.role == "reference":
                klass = answer_class(*results[side.label], side.schema_only)
                self.verdicts[f"{side.label} {klass}"] += 1
        for finding in classify(results, self.sides, self.known):
            if finding.known is not None:
                self.known_counts[finding.known] += 1

    def _exception_class(self, signature):
        if signature not in self.exception_classes:
            # A class per signature: Hypothesis tells failures apart by exception type.
            self.exception_classes[signature] = type(
                f"Finding{len(self.exception_classes)}", (NewFinding,), {})
        return self.exception_classes[signature]

    # --- recording -----------------------------------------------------------------------

    def _record(self, signature, document, data, results):
        if signature in self.found:
            return
        fixture = self._readable_fixture(document, data, signature)
        fixture_results = results if fixture == data else self._ask(fixture)
        classes = {side.label: answer_class(*fixture_results[side.label], side.schema_only)
                   for side in self.sides}
        seconds, examples = self.detected or (None, None)
        context = {"seed": self.seed, "batch": self.batch,
                   "hypothesisSeed": derive(self.seed, self.batch),
                   "detectedAfterSeconds": _round(seconds),
                   "detectedAfterDocuments": examples,
                   "shrunkAfterSeconds": _round(time.monotonic() - self.started),
                   "classes": classes}
        folder = findings_module.write(self.out_dir, signature, fixture, document,
                                       fixture_results, self.sides, context)
        self.found[signature] = {"signature": signature, "folder": folder,
                                 "fixtureBytes": len(fixture),
                                 **{k: v for k, v in context.items() if k != "classes"}}
        self.log(f"fuzz: NEW {signature}\n      detected after {_round(seconds)} s and "
                 f"{examples} documents, shrunk to {len(fixture)} bytes: {folder}")

    def _readable_fixture(self, document, data, signature):
        """The first spelling of the document (pretty first) that shows the same signature."""
        for candidate in findings_module.fixture_candidates(document, data):
            if candidate == data:
                return data
            results = self._ask(candidate)
            if any(f.signature == signature for f in classify(results, self.sides, self.known)):
                return candidate
        return data

    def summary(self):
        elapsed = time.monotonic() - self.started
        return {"seed": self.seed, "seconds": _round(elapsed), "documents": self.examples,
                "interrupted": self.interrupted, "tooLarge": self.too_large,
                "generated": self.generated, "batches": self.batch,
                "new": list(self.found.values()), "known": dict(self.known_counts),
                "referenceVerdicts": dict(self.verdicts.most_common()),
                "sides": {side.label: {"command": side.command, "implementation": side.info,
                                       "restarts": side.restarts} for side in self.sides}}


def _raised_signature(error):
    """The signature of the NewFinding in `error` (itself, or inside an exception group such
    as Hypothesis' FlakyFailure), or None."""
    if isinstance(error, NewFinding):
        return error.args[0] if error.args else None
    for inner in getattr(error, "exceptions", ()):
        found = _raised_signature(inner)
        if found is not None:
            return found
    return None


def _round(value):
    return None if value is None else round(value, 2)
