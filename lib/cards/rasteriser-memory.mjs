// resvg, which rasterises the review cards, allocates through its own mimalloc, and mimalloc hands
// freed memory back to the system 10 ms after a card. The next card then faults its canvas back in
// page by page (about 1,100 page faults a card, of 1,450), which on a virtual machine was a third of a story's
// time: 83 → 57 ms a first story through the server (docs/benchmarks.md, 2026-11-28). The memory kept
// is what the cards drawn at once need anyway (lib/images/work-queue); the process did not grow.
// mimalloc reads its options when resvg's library loads, so this runs first; an operator's own value wins.
export function keepRasteriserMemory() {
  process.env.MIMALLOC_PURGE_DELAY ??= '-1'
}
