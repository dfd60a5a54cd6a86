package io.meshbench.harness.rules;

/** ZooKeeper could not be reached, so rules cannot be published; the message names the address and what to check. */
public class ZooKeeperUnreachableException extends RuntimeException {

    public ZooKeeperUnreachableException(String message) {
        super(message);
    }
}
