package io.meshbench.harness.sampler;

/** An empty class the sampler test's child defines many times over, each copy counting as one loaded class. */
public final class Loaded {
}
