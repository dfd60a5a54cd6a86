package io.meshbench.results.jtl;

import java.util.Arrays;

/**
 * Hands out one String per distinct label, found by its bytes in the read buffer, so that rows do not allocate
 * Strings. The analysis relies on it: the same label is the same String, so identity finds its accumulator.
 */
final class LabelCache {
    private byte[][] keys = new byte[64][];
    private String[] values = new String[64];
    /** Of each key of 8 to 16 bytes: its first and its last eight bytes, as words (see getShort). */
    private long[] firstWords = new long[64];
    private long[] lastWords = new long[64];
    private int size;

    String get(byte[] source, int start, int stop) {
        int length = stop - start;
        if (twoWordsHold(length)) {
            return getShort(source, start, stop, length);
        }
        int hash = hash(source, start, stop);
        int mask = keys.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            byte[] key = keys[slot];
            if (key == null) {
                return insert(slot, Arrays.copyOfRange(source, start, stop));
            }
            if (key.length == length && sameBytes(key, source, start)) {
                return values[slot];
            }
        }
    }

    /**
     * A label of 8 to 16 bytes, most labels ("GET /router"): its first and last eight bytes (which overlap below 16)
     * hold all of it, so it is found by two words of the buffer against two kept with the key, without reading the
     * key's bytes.
     */
    private String getShort(byte[] source, int start, int stop, int length) {
        long first = ByteWords.word(source, start);
        long last = ByteWords.word(source, stop - Long.BYTES);
        int mask = keys.length - 1;
        for (int slot = shortHash(first, last, length) & mask; ; slot = (slot + 1) & mask) {
            byte[] key = keys[slot];
            if (key == null) {
                return insert(slot, Arrays.copyOfRange(source, start, stop));
            }
            if (key.length == length && firstWords[slot] == first && lastWords[slot] == last) {
                return values[slot];
            }
        }
    }

    /** Whether a label of this length is all in its first and its last eight bytes. */
    private static boolean twoWordsHold(int length) {
        return length >= Long.BYTES && length <= 2 * Long.BYTES;
    }

    private static int shortHash(long first, long last, int length) {
        long hash = ((length ^ first) * 0x9E3779B97F4A7C15L ^ last) * 0x9E3779B97F4A7C15L;
        return (int) (hash ^ hash >>> 32);
    }

    /** A hash of every byte, eight at a time (the last word may overlap the one before). */
    private static int hash(byte[] source, int start, int stop) {
        int length = stop - start;
        if (twoWordsHold(length)) {
            return shortHash(ByteWords.word(source, start), ByteWords.word(source, stop - Long.BYTES), length);
        }
        if (length < Long.BYTES) {
            int hash = 1;
            for (int i = start; i < stop; i++) {
                hash = 31 * hash + source[i];
            }
            return hash;
        }
        long hash = stop - start;
        for (int i = start; ; i += Long.BYTES) {
            int at = Math.min(i, stop - Long.BYTES);
            hash = (hash ^ ByteWords.word(source, at)) * 0x9E3779B97F4A7C15L;
            if (at == stop - Long.BYTES) {
                return (int) (hash ^ hash >>> 32);
            }
        }
    }

    /** Whether {@code key} equals the bytes of {@code source} from {@code start}, of the same length. */
    private static boolean sameBytes(byte[] key, byte[] source, int start) {
        int length = key.length;
        if (length < Long.BYTES) {
            for (int i = 0; i < length; i++) {
                if (key[i] != source[start + i]) {
                    return false;
                }
            }
            return true;
        }
        for (int i = 0; ; i += Long.BYTES) {
            int at = Math.min(i, length - Long.BYTES);
            if (ByteWords.word(key, at) != ByteWords.word(source, start + at)) {
                return false;
            }
            if (at == length - Long.BYTES) {
                return true;
            }
        }
    }

    private String insert(int slot, byte[] key) {
        String value = Utf8Text.decode(key, 0, key.length);
        keys[slot] = key;
        values[slot] = value;
        remember(slot, key);
        if (++size * 2 > keys.length) {
            rehash();
        }
        return value;
    }

    private void remember(int slot, byte[] key) {
        if (twoWordsHold(key.length)) {
            firstWords[slot] = ByteWords.word(key, 0);
            lastWords[slot] = ByteWords.word(key, key.length - Long.BYTES);
        }
    }

    private void rehash() {
        byte[][] oldKeys = keys;
        String[] oldValues = values;
        keys = new byte[oldKeys.length * 2][];
        values = new String[oldKeys.length * 2];
        firstWords = new long[oldKeys.length * 2];
        lastWords = new long[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                int slot = hash(oldKeys[i], 0, oldKeys[i].length) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
                remember(slot, oldKeys[i]);
            }
        }
    }
}
