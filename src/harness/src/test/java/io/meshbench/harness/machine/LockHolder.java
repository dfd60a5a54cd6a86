package io.meshbench.harness.machine;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;

/**
 * Another benchmark on the same machine, run as a real JVM by {@link MachineLockTest}: takes the machine lock
 * ({@code <lock file> run|deploy <scenario> [targets]}), prints {@code locked <pid>}, and releases it when told
 * {@code release} on stdin (or ends with it held when killed).
 */
public final class LockHolder {

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        String targets = args.length > 3 ? args[3] : null;
        LockOwner me = LockOwner.me(args[1], args[2], targets);
        MachineLock lock = args[1].equals("deploy") ? MachineLock.forDeploy(file, me, true, System.out)
                : MachineLock.forRun(file, me, targets == null ? null : Path.of(targets), true, System.out);
        System.out.println("locked " + ProcessHandle.current().pid());
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("release")) {
                lock.close();
                System.out.println("released");
                System.out.flush();
            }
        }
    }
}
