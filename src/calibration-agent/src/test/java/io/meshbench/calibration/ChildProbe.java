package io.meshbench.calibration;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Proxy;
import javax.servlet.DispatcherType;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * The main class of the child JVMs of {@link CalibrationAgentIT}, started with the agent jar; prints one figure:
 * {@code classes} the JVM's loaded classes, {@code heap} its used heap after a full collection (bytes),
 * {@code request} the CPU and wall nanoseconds of one {@code HttpServlet#service} call, {@code forward} the same for
 * a call that forwards a request (a second dispatch of it), {@code forwards} the least of five such calls.
 */
public final class ChildProbe {

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "classes" -> System.out.println(ManagementFactory.getClassLoadingMXBean().getLoadedClassCount());
            case "heap" -> {
                for (int i = 0; i < 3; i++) {
                    System.gc();
                }
                System.out.println(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
            }
            case "request" -> System.out.println(timeOneCall(DispatcherType.REQUEST));
            case "forward" -> System.out.println(timeOneCall(DispatcherType.FORWARD));
            case "forwards" -> System.out.println(fastestOf(5, DispatcherType.FORWARD));
            default -> throw new IllegalArgumentException(args[0]);
        }
    }

    /**
     * The least CPU and the least wall time of {@code calls} timed calls: a call that pays a cost pays it every time,
     * while a busy machine delays only some of them.
     */
    private static String fastestOf(int calls, DispatcherType dispatch) throws Exception {
        long cpu = Long.MAX_VALUE;
        long wall = Long.MAX_VALUE;
        for (int i = 0; i < calls; i++) {
            String[] cpuAndWall = timeOneCall(dispatch).split(" ");
            cpu = Math.min(cpu, Long.parseLong(cpuAndWall[0]));
            wall = Math.min(wall, Long.parseLong(cpuAndWall[1]));
        }
        return cpu + " " + wall;
    }

    private static String timeOneCall(DispatcherType dispatch) throws Exception {
        HttpServlet servlet = new HttpServlet() {
            @Override
            protected void doGet(HttpServletRequest request, HttpServletResponse response) {
                // nothing: the cost measured is the agent's alone
            }
        };
        ServletRequest request = (ServletRequest) Proxy.newProxyInstance(ChildProbe.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, arguments) ->
                        method.getName().equals("getMethod") ? "GET"
                                : method.getName().equals("getDispatcherType") ? dispatch : null);
        ServletResponse response = (ServletResponse) Proxy.newProxyInstance(ChildProbe.class.getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, arguments) -> null);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        servlet.service(request, response); // the first call loads classes; time the second
        long cpu = threads.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        servlet.service(request, response);
        return (threads.getCurrentThreadCpuTime() - cpu) + " " + (System.nanoTime() - wall);
    }
}
