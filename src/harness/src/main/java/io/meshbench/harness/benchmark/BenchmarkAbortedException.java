package io.meshbench.harness.benchmark;

/**
 * A failure after which no later run could be trusted (a treatment that did not load, rules that could not be
 * published): the benchmark stops, keeping what it wrote.
 */
public class BenchmarkAbortedException extends RuntimeException {

    public BenchmarkAbortedException(String message, Throwable cause) {
        super(message, cause);
    }
}
