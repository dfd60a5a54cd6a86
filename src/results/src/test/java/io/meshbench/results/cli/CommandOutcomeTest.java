package io.meshbench.results.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/** The one mapping of an unhandled failure to a line and an exit code, for stats, compare, report and run. */
class CommandOutcomeTest {

    private final StringWriter err = new StringWriter();

    private int failure(Exception e) {
        return CommandOutcome.failure("meshbench run", e, new PrintWriter(err, true));
    }

    @Test
    void badInputIsItsMessageAndExitTwo() {
        assertThat(failure(new ResultsException("x.jtl line 3: elapsed 'a' is not a number."))).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("meshbench run: x.jtl line 3: elapsed 'a' is not a number.\n");
    }

    @Test
    void anIoErrorIsItsOwnMessageOrTheErrorsWhichNamesThePath() {
        assertThat(failure(new UncheckedIOException("Cannot create a results folder under /r: /r is a file",
                new IOException("/r")))).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(failure(new UncheckedIOException(new NoSuchFileException("/r/meta.json")))).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("meshbench run: Cannot create a results folder under /r: /r is a file\n"
                + "meshbench run: /r/meta.json\n");
    }

    @Test
    void aBugIsOneLineAskingToReportItAndExitThree() {
        assertThat(failure(new IllegalStateException("no level"))).isEqualTo(ExitCode.INTERNAL_ERROR);
        assertThat(err.toString()).isEqualTo("meshbench run: internal error (java.lang.IllegalStateException: no level); "
                + "please report it with the command line that caused it.\n");
    }
}
