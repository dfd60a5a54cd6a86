package io.meshbench.results.jtl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** The bytes [start, end) of a file, read with positional reads so that several chunks share one channel. */
final class ChunkInputStream extends InputStream {

    private final FileChannel channel;
    private long position;
    private final long end;

    ChunkInputStream(FileChannel channel, long start, long end) {
        this.channel = channel;
        this.position = start;
        this.end = end;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (position >= end) {
            return -1;
        }
        int wanted = (int) Math.min(length, end - position);
        int read = channel.read(ByteBuffer.wrap(buffer, offset, wanted), position);
        if (read > 0) {
            position += read;
        }
        return read;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }
}
