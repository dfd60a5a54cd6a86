package io.meshbench.results.jtl;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Hands out one String per distinct label, found by its bytes in the read buffer, so that rows do not allocate
 * Strings. The analysis relies on it: the same label is the same String, so identity finds its accumulator.
 */
final class LabelCache {
    private byte[][] keys = new byte[64][];
    private String[] values = new String[64];
    private int size;

    String get(byte[] source, int start, int stop) {
        int length = stop - start;
        int hash = hash(source, start, stop);
        int mask = keys.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            byte[] key = keys[slot];
            if (key == null) {
                return insert(slot, Arrays.copyOfRange(source, start, stop));
            }
            if (key.length == length && Arrays.equals(key, 0, length, source, start, stop)) {
                return values[slot];
            }
        }
    }

    private static int hash(byte[] source, int start, int stop) {
        int hash = 1;
        for (int i = start; i < stop; i++) {
            hash = 31 * hash + source[i];
        }
        return hash;
    }

    private String insert(int slot, byte[] key) {
        String value = new String(key, StandardCharsets.UTF_8);
        keys[slot] = key;
        values[slot] = value;
        if (++size * 2 > keys.length) {
            rehash();
        }
        return value;
    }

    private void rehash() {
        byte[][] oldKeys = keys;
        String[] oldValues = values;
        keys = new byte[oldKeys.length * 2][];
        values = new String[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                int slot = hash(oldKeys[i], 0, oldKeys[i].length) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }
}
