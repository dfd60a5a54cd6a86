package io.meshbench.services.mq.tags;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** The body of every message: 128 fixed bytes, the same for every treatment. */
final class Payload {

    static final byte[] BYTES = bytes();

    private Payload() {
    }

    private static byte[] bytes() {
        byte[] body = new byte[128];
        Arrays.fill(body, (byte) 'm');
        byte[] prefix = "meshbench".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(prefix, 0, body, 0, prefix.length);
        return body;
    }
}
