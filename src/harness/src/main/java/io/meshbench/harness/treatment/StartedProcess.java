package io.meshbench.harness.treatment;

import java.nio.file.Path;

/**
 * A treated JVM that is running: what {@link Treatment#verifyLoaded} inspects.
 *
 * @param process   what the process was started as
 * @param pid       its OS process id
 * @param outputLog the file receiving its stdout and stderr
 */
public record StartedProcess(TreatedProcess process, long pid, Path outputLog) {

    public String name() {
        return process.name();
    }
}
