"""The few statistics the proving ground reports: means with their 95% confidence intervals, and medians."""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Sequence

# The normal distribution's 97.5th percentile: a two-sided 95% interval.
Z_975 = statistics.NormalDist().inv_cdf(0.975)


EXACT_DF = 1000     # beyond this many degrees of freedom, the expansion in 1/df is exact to many places


def t_975(df: int) -> float:
    """Student's t distribution's 97.5th percentile for df degrees of freedom (the half-width factor of a 95%
    interval): the t at which P(|T| < t) = 0.95, found by bisection on the distribution's closed form for whole
    df (Abramowitz and Stegun 26.7.3-4); past EXACT_DF, Cornish-Fisher's expansion around the normal's."""
    if df < 1:
        raise ValueError("a t interval needs at least one degree of freedom")
    if df > EXACT_DF:
        z = Z_975
        return (z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
                + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3))
    low, high = 0.0, 1000.0
    for _ in range(100):
        middle = (low + high) / 2
        if _within(middle, df) < 0.95:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def _within(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with df (whole) degrees of freedom."""
    theta = math.atan(t / math.sqrt(df))
    cos2 = math.cos(theta) ** 2
    if df % 2:
        term, total = math.cos(theta), 0.0
        for k in range(1, (df - 1) // 2 + 1):
            total += term
            term *= cos2 * (2 * k) / (2 * k + 1)
        return 2 / math.pi * (theta + math.sin(theta) * total) if df > 1 else 2 * theta / math.pi
    term, total = 1.0, 0.0
    for k in range(1, df // 2 + 1):
        total += term
        term *= cos2 * (2 * k - 1) / (2 * k)
    return math.sin(theta) * total


@dataclass(frozen=True)
class Estimate:
    """A sample's mean and the half-width of its 95% interval (None with fewer than two values)."""

    mean: float
    margin: float | None

    @property
    def low(self) -> float | None:
        return None if self.margin is None else self.mean - self.margin

    @property
    def high(self) -> float | None:
        return None if self.margin is None else self.mean + self.margin


def mean_interval(values: Sequence[float]) -> Estimate:
    """The mean and Student's 95% interval around it; a sample of one has a mean and no interval."""
    if not values:
        raise ValueError("no values")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Estimate(mean, None)
    return Estimate(mean, t_975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values)))
