package io.meshbench.harness.treatment;

/** The smallest real Java agent: the JavaAgent tests mount it on a child JVM. */
public final class TinyAgent {

    public static void premain(String arguments) {
        System.out.println("tiny-agent started with " + arguments);
    }
}
