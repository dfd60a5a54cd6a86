package io.meshbench.results.page;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/** A test's change to a copied page folder's JSON file (a report.json, a page-plan.json): read, change, write back. */
final class JsonEdit {

    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonEdit() {
    }

    static void edit(Path file, Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(file.toFile());
        change.accept(root);
        JSON.writeValue(file.toFile(), root);
    }
}
