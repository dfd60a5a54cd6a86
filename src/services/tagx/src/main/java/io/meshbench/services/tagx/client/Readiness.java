package io.meshbench.services.tagx.client;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Ready once every stack has answered one call (a Dubbo reference, say, needs the registry's notification first). */
final class Readiness {

    private final List<Stack> stacks;
    private final Set<String> answered = ConcurrentHashMap.newKeySet();

    Readiness(List<Stack> stacks) {
        this.stacks = stacks;
    }

    /** @return null when ready, else the first stack that failed and why */
    String problem() {
        for (Stack stack : stacks) {
            if (answered.contains(stack.name())) {
                continue;
            }
            try {
                stack.call();
                answered.add(stack.name());
            } catch (Exception e) {
                return "NOT READY: " + stack.name() + ": " + e;
            }
        }
        return null;
    }
}
