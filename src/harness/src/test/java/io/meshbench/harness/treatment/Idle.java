package io.meshbench.harness.treatment;

/** A child JVM that only waits, so a test can inspect it from outside. */
public final class Idle {

    public static void main(String[] args) throws InterruptedException {
        System.out.println("idle");
        Thread.sleep(120_000);
    }
}
