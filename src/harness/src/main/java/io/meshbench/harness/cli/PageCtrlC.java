package io.meshbench.harness.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C during a page run: no next scenario starts; the running one's own hook stops it, and a run still waiting for
 * the machine lock is interrupted (it starts nothing). The hook waits for the page to write its file.
 */
final class PageCtrlC implements AutoCloseable {

    private final AtomicBoolean stopping = new AtomicBoolean();
    /** The thread running the page, interrupted on Ctrl-C so that a wait for the machine lock ends at once. */
    private final Thread pageThread;
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook = new Thread(this::stopAndWait, "meshbench-run-page-interrupt");

    /** Watches for Ctrl-C while the calling thread runs the page. */
    PageCtrlC() {
        this.pageThread = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(hook);
    }

    boolean stopping() {
        return stopping.get();
    }

    /** The page is done (its file written): the hook may return, and no longer watches. */
    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException alreadyShuttingDown) {
            // the hook is running: `done` lets it return
        }
    }

    private void stopAndWait() {
        stopping.set(true);
        pageThread.interrupt();
        try {
            done.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException ignored) {
            // the JVM is going down anyway
        }
    }
}
