package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClockOffsetTest {

    @TempDir
    Path dir;

    @Test
    void thisMachinesClockIsWithinTheMeasurementsUncertaintyOfItselfAndNotCorrected() throws Exception {
        ClockOffset clock = ClockOffset.measure(List.of());

        // the host's time is read between the controller's two readings: at most half the round trip apart (+1 ms
        // for the two clocks' rounding)
        assertThat(Math.abs(clock.offsetMs())).isLessThanOrEqualTo(clock.uncertaintyMs() + 1);
        assertThat(clock.correctionMs()).isBetween(-1L, 1L);
    }

    @Test
    void aHostFiveSecondsAheadIsMeasuredCorrectedAndBeyondTheBound() throws Exception {
        // a host whose date runs 5 s ahead: the prefix puts a date of its own first on the PATH
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path date = bin.resolve("date");
        Files.writeString(date, "#!/bin/sh\necho $(( $(/bin/date +%s%N) + 5000000000 ))\n");
        Files.setPosixFilePermissions(date, PosixFilePermissions.fromString("rwxr-xr-x"));

        ClockOffset clock = ClockOffset.measure(List.of("env", "PATH=" + bin + ":/usr/bin:/bin"));

        assertThat(clock.offsetMs()).isBetween(5000 - clock.uncertaintyMs() - 1, 5000 + clock.uncertaintyMs() + 1);
        assertThat(clock.correctionMs()).isBetween(4000L, 6000L);
        assertThat(clock.beyondBound()).isTrue();
        assertThat(new ClockOffset(3, 1).beyondBound()).isFalse();
        assertThat(new ClockOffset(0.6, 1).correctionMs()).as("within the uncertainty: none").isZero();
    }

    @Test
    void aHostThatGivesNoTimeIsNamed() {
        assertThatThrownBy(() -> ClockOffset.measure(List.of("echo")))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("the engine host's clock could not be read: `echo sh -c")
                .hasMessageContaining("GNU date");
    }
}
