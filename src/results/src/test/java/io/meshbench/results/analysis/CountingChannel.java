package io.meshbench.results.analysis;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.concurrent.atomic.AtomicLong;

/** A file channel that counts the bytes read through it (tests: how many times a file's bytes were read). */
final class CountingChannel extends FileChannel {

    private final FileChannel file;
    private final AtomicLong bytesRead;

    CountingChannel(FileChannel file, AtomicLong bytesRead) {
        this.file = file;
        this.bytesRead = bytesRead;
    }

    private int counted(int read) {
        if (read > 0) {
            bytesRead.addAndGet(read);
        }
        return read;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return counted(file.read(dst));
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        long read = file.read(dsts, offset, length);
        bytesRead.addAndGet(Math.max(0, read));
        return read;
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        return counted(file.read(dst, position));
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        return file.write(src);
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        return file.write(srcs, offset, length);
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        return file.write(src, position);
    }

    @Override
    public long position() throws IOException {
        return file.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        file.position(newPosition);
        return this;
    }

    @Override
    public long size() throws IOException {
        return file.size();
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
        file.truncate(size);
        return this;
    }

    @Override
    public void force(boolean metaData) throws IOException {
        file.force(metaData);
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        throw new UnsupportedOperationException("not counted");
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        return file.transferFrom(src, position, count);
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        throw new UnsupportedOperationException("not counted");
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return file.lock(position, size, shared);
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return file.tryLock(position, size, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
        file.close();
    }
}
