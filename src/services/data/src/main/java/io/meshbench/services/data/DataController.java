package io.meshbench.services.data;

import io.meshbench.services.common.api.DataAnswer;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /data}: a small answer that is the same for every call and every treatment (no counter, no clock),
 * so the data service adds the same small, fixed work to every request of the chain.
 */
@RestController
public class DataController {

    /** 256 ASCII characters: a fixed payload of a realistic small size. */
    static final String VALUE = "meshbench-data-".repeat(17) + "0";

    private final DataAnswer answer;

    public DataController(@Value("${meshbench.instance}") String instance) {
        this.answer = new DataAnswer(instance, VALUE);
    }

    @GetMapping("/data")
    public DataAnswer data() {
        return answer;
    }
}
