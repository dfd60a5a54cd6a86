/**
 * The results engine as the harness sees it: the entry points, at the top of this module, that analyse a run, write
 * the report, keep a gate and run the results' own commands. The harness uses this package, the file formats it
 * writes for the engine to read ({@link io.meshbench.results.format}: run.json, meta.json, duet.json, samples.jsonl rows,
 * level names) and {@link io.meshbench.results.ResultsException}, nothing else ({@code LayeringTest} holds it so).
 * The facades here delegate; what they return is their own small type, so the engine's internals can change freely.
 */
package io.meshbench.results.api;
