package io.meshbench.calibration;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeapBlockTest {

    @Test
    void retainsWholeMebibytesInPiecesBelowHalfAG1Region() {
        long before = HeapBlock.retainedBytes();
        HeapBlock.retain(3);
        assertThat(HeapBlock.retainedBytes() - before).isEqualTo(3L * 1024 * 1024);
        assertThat(HeapBlock.PIECE_BYTES).isLessThan(512 * 1024);
    }
}
