"""One place for each fact: the README's performance summary quotes bench/RESULTS.md, which
bench/run.py writes; a figure the README gives must be found there."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?")   # not the 95 of p95


def section(markdown: str, title: str) -> str:
    """The text under `## title`, up to the next `## ` heading."""
    start = markdown.index(f"\n## {title}\n")
    end = markdown.find("\n## ", start + 1)
    return markdown[start:end if end >= 0 else None]


def figures_not_in(summary: str, results: str) -> list[str]:
    """The numbers of `summary` (outside `code` spans: commands and paths) that `results` lacks."""
    found = set(NUMBER.findall(results))
    prose = re.sub(r"`[^`]*`", "", summary)
    return [figure for figure in NUMBER.findall(prose) if figure not in found]


def test_a_figure_missing_from_the_results_is_found_and_commands_are_not_figures():
    results = "| menu | 0.95 | budget <= 8 ms |"
    assert figures_not_in("p95 0.95 ms (budget 8 ms), `bench/run.py --runs 5`", results) == []
    assert figures_not_in("p95 0.52 ms (budget 8 ms)", results) == ["0.52"]


def test_the_readme_performance_summary_quotes_only_figures_of_bench_results():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    summary = section(readme, "Performance")
    assert "bench/RESULTS.md" in summary
    assert len(NUMBER.findall(summary)) > 5          # a summary, not only a link
    assert len(summary.splitlines()) <= 30           # a short one
    assert figures_not_in(summary, (ROOT / "bench" / "RESULTS.md").read_text(encoding="utf-8")) == []
