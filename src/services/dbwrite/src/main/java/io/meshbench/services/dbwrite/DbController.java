package io.meshbench.services.dbwrite;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /db/{kind}/query} reads one seeded row by a random id; {@code POST /db/{kind}/insert} writes one row;
 * {@code GET /db/{kind}/stats} answers {@code {"rows":N,"rejected":R}} (rows in the write table, writes Sermant
 * rejected); {@code GET /db} names the server of each kind.
 *
 * <p>A write Sermant blocks answers 200 {@code {"written":false,"blocked":true}} and is counted: blocking is what the
 * treated insert runs are there to show, and the counters prove it; any other failure answers 500 and counts as an
 * error of the run.
 */
@RestController
public class DbController {

    private final Stores stores;
    private final String instance;
    private final AtomicLong sequence = new AtomicLong();

    public DbController(Stores stores, @Value("${meshbench.instance}") String instance) {
        this.stores = stores;
        this.instance = instance;
    }

    @GetMapping("/db")
    public Map<String, String> servers() {
        return stores.servers();
    }

    @GetMapping("/db/{kind}/query")
    public ResponseEntity<Map<String, Object>> query(@PathVariable String kind) {
        Store store = stores.store(kind);
        if (store == null) {
            return noServer(kind);
        }
        try {
            String name = store.query(ThreadLocalRandom.current().nextInt(1, Store.SEEDED_ROWS + 1));
            return ResponseEntity.ok(answer(kind, "name", name));
        } catch (Exception e) {
            return failed(kind, e);
        }
    }

    @PostMapping("/db/{kind}/insert")
    public ResponseEntity<Map<String, Object>> insert(@PathVariable String kind) {
        Store store = stores.store(kind);
        if (store == null) {
            return noServer(kind);
        }
        try {
            store.insert(instance + "-" + sequence.incrementAndGet(), Payload.VALUE);
            return ResponseEntity.ok(answer(kind, "written", true));
        } catch (Exception e) {
            if (WriteRejection.isRejection(e)) {
                stores.countRejected(kind);
                Map<String, Object> blocked = answer(kind, "written", false);
                blocked.put("blocked", true);
                return ResponseEntity.ok(blocked);
            }
            return failed(kind, e);
        }
    }

    @GetMapping("/db/{kind}/stats")
    public ResponseEntity<Map<String, Object>> stats(@PathVariable String kind) {
        Store store = stores.store(kind);
        if (store == null) {
            return noServer(kind);
        }
        try {
            Map<String, Object> counters = new LinkedHashMap<>();
            counters.put("rows", store.rows());
            counters.put("rejected", stores.rejected(kind));
            return ResponseEntity.ok(counters);
        } catch (Exception e) {
            return failed(kind, e);
        }
    }

    private static Map<String, Object> answer(String kind, String field, Object value) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("db", kind);
        answer.put(field, value);
        return answer;
    }

    private ResponseEntity<Map<String, Object>> noServer(String kind) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(answer(kind, "error",
                "no server of kind '" + kind + "' here; servers: " + stores.servers().keySet()));
    }

    private static ResponseEntity<Map<String, Object>> failed(String kind, Exception e) {
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR).body(answer(kind, "error", String.valueOf(e.getMessage())));
    }
}
