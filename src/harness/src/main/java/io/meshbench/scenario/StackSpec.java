package io.meshbench.scenario;

/**
 * One variant of the load target that a scenario measures beside the others, e.g. one client stack of the
 * tag-transmission services: every level runs once per stack, against the stack's path, and the report has a row per
 * stack and level.
 *
 * @param name names the stack in level names, folders and tables; {@code --stacks} selects by it
 * @param path the plan's (and the probe's) path for this stack; default {@code /<name>}
 */
public record StackSpec(String name, String path) {

    public StackSpec {
        path = path == null || path.isBlank() ? "/" + name : path;
    }
}
