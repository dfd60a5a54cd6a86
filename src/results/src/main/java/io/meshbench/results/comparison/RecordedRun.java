package io.meshbench.results.comparison;

import io.meshbench.results.ResultsException;
import io.meshbench.results.format.RunJson;
import io.meshbench.results.run.RunFolder;
import io.meshbench.results.run.RunResult;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/** A compared run's run.json, for the flags that read fields the engine's RunInfo does not carry. */
final class RecordedRun {

    private RecordedRun() {
    }

    /** Empty for a run without a folder or whose run.json cannot be read (the Runs table says why). */
    static Optional<RunJson> of(RunResult run) {
        if (run.folder() == null) {
            return Optional.empty();
        }
        try {
            return RunFolder.runJson(Path.of(run.folder()));
        } catch (ResultsException | InvalidPathException e) {
            return Optional.empty();
        }
    }
}
