package io.meshbench.harness.rules;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;

/**
 * Puts a treatment's rules into ZooKeeper, where Sermant's dynamic configuration watches them, and removes every
 * other rule of the scenario: before each run the rule nodes hold exactly that treatment's rules.
 */
public final class RulePublisher implements AutoCloseable {

    private final CuratorFramework client;
    private final String address;

    private RulePublisher(CuratorFramework client, String address) {
        this.client = client;
        this.address = address;
    }

    /**
     * @throws ZooKeeperUnreachableException when no session is established within {@code timeout}
     */
    public static RulePublisher connect(String address, Duration timeout) {
        CuratorFramework client = CuratorFrameworkFactory.builder()
                .connectString(address)
                .connectionTimeoutMs((int) timeout.toMillis())
                .sessionTimeoutMs((int) Math.max(timeout.toMillis(), 10_000))
                .retryPolicy(new RetryOneTime(500))
                .build();
        client.start();
        boolean connected;
        try {
            connected = client.blockUntilConnected((int) timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            client.close();
            Thread.currentThread().interrupt();
            throw new ZooKeeperUnreachableException("Interrupted while connecting to ZooKeeper at " + address);
        }
        if (!connected) {
            client.close();
            throw new ZooKeeperUnreachableException("ZooKeeper at " + address + " is unreachable (no session within "
                    + timeout.toSeconds() + " s), so the rules cannot be published: check that it runs and listens there");
        }
        return new RulePublisher(client, address);
    }

    /**
     * Leaves exactly {@code wanted} among the nodes of {@code scenarioRules}: writes each wanted rule (creating parent
     * nodes) and deletes every other rule node of the scenario.
     *
     * @return one line per change, for the run's notes
     */
    public List<String> publishExactly(Collection<Rule> wanted, Collection<Rule> scenarioRules) {
        Set<String> wantedPaths = wanted.stream().map(Rule::path).collect(Collectors.toSet());
        List<String> changes = new ArrayList<>();
        try {
            for (Rule rule : scenarioRules) {
                if (!wantedPaths.contains(rule.path()) && client.checkExists().forPath(rule.path()) != null) {
                    client.delete().forPath(rule.path());
                    changes.add("rule " + rule.name() + " deleted from " + rule.path());
                }
            }
            for (Rule rule : wanted) {
                byte[] content = rule.content().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                if (client.checkExists().forPath(rule.path()) == null) {
                    client.create().creatingParentsIfNeeded().forPath(rule.path(), content);
                } else {
                    client.setData().forPath(rule.path(), content);
                }
                changes.add("rule " + rule.name() + " published at " + rule.path());
            }
        } catch (Exception e) {
            throw new ZooKeeperUnreachableException("Cannot publish rules to ZooKeeper at " + address + ": " + e.getMessage());
        }
        return changes;
    }

    /** The content at {@code path}, or null when there is no such node. */
    public String read(String path) throws Exception {
        if (client.checkExists().forPath(path) == null) {
            return null;
        }
        return new String(client.getData().forPath(path), java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        client.close();
    }
}
