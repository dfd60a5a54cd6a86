package io.meshbench.calibration;

/**
 * The cost added to every HTTP server request: called first thing in {@code HttpServlet#service(ServletRequest,
 * ServletResponse)} by the code {@link ServletEntryHook} weaves in. Public because the servlet class calls it from
 * another class loader (the agent jar is on the system class path, the application's loaders delegate to it).
 */
public final class RequestCost {

    private static volatile long delayNanos;
    private static volatile long cpuNanos;

    private RequestCost() {
    }

    static void set(InjectedCost cost) {
        delayNanos = cost.delayMs() * 1_000_000L;
        cpuNanos = cost.cpuMicros() * 1_000L;
    }

    /**
     * The delay, then the CPU dose (the dose's wall time adds to the delay), once per request: the container calls
     * {@code service} again for a forward, include, error page or async dispatch of the same request, which cost
     * nothing more.
     *
     * @param dispatcherType the request's {@code DispatcherType} (javax or jakarta, hence an Object)
     */
    public static void onRequest(Object dispatcherType) {
        if (dispatcherType != null && !"REQUEST".equals(dispatcherType.toString())) {
            return;
        }
        long delay = delayNanos;
        if (delay > 0) {
            Delay.hold(delay);
        }
        long cpu = cpuNanos;
        if (cpu > 0) {
            CpuDose.spend(cpu);
        }
    }
}
