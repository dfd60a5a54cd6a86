package io.meshbench.services.provider.fault;

/**
 * The fault in force on this provider instance.
 *
 * @param mode    what to do
 * @param delayMs the wait before serving in {@link FaultMode#SLOW}, 0 otherwise
 */
public record Fault(FaultMode mode, long delayMs) {

    public static final Fault NONE = new Fault(FaultMode.NONE, 0);
    public static final Fault ERROR = new Fault(FaultMode.ERROR, 0);
    /** Upper bound of a delay: beyond it every caller times out anyway, and a typo should not park threads. */
    public static final long MAX_DELAY_MS = 60_000;

    public Fault {
        if (delayMs < 0 || delayMs > MAX_DELAY_MS) {
            throw new IllegalArgumentException("delayMs must be between 0 and " + MAX_DELAY_MS + ", got " + delayMs);
        }
        if (mode != FaultMode.SLOW && delayMs != 0) {
            throw new IllegalArgumentException("delayMs applies to mode=slow only, not mode=" + mode);
        }
    }

    public static Fault slow(long delayMs) {
        return new Fault(FaultMode.SLOW, delayMs);
    }

    public boolean failsCalls() {
        return mode == FaultMode.ERROR;
    }

    /** Waits as long as this fault says (not at all unless slow). */
    public void delay() throws InterruptedException {
        if (delayMs > 0) {
            Thread.sleep(delayMs);
        }
    }
}
