package io.meshbench.services.provider.fault;

import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * Runtime fault control of this one instance: {@code POST /fault?mode=error}, {@code POST
 * /fault?mode=slow&delayMs=200}, {@code POST /fault?mode=none}; {@code GET /fault} shows the fault in force.
 */
@RestController
public class FaultController {

    static final long DEFAULT_DELAY_MS = 200;

    private final FaultSwitch faults;

    public FaultController(FaultSwitch faults) {
        this.faults = faults;
    }

    @GetMapping("/fault")
    public Fault current() {
        return faults.current();
    }

    @PostMapping("/fault")
    public Fault set(@RequestParam String mode, @RequestParam(required = false) Long delayMs) {
        Fault fault = switch (FaultMode.parse(mode)) {
            case NONE -> new Fault(FaultMode.NONE, orZero(delayMs));
            case ERROR -> new Fault(FaultMode.ERROR, orZero(delayMs));
            case SLOW -> Fault.slow(delayMs == null ? DEFAULT_DELAY_MS : delayMs);
        };
        faults.set(fault);
        return fault;
    }

    @ExceptionHandler(IllegalArgumentException.class)
    ResponseEntity<Map<String, String>> badRequest(IllegalArgumentException e) {
        return badRequest(e.getMessage());
    }

    @ExceptionHandler(MissingServletRequestParameterException.class)
    ResponseEntity<Map<String, String>> missing(MissingServletRequestParameterException e) {
        return badRequest("missing parameter '" + e.getParameterName() + "'; use mode=" + FaultMode.names()
                + " (and delayMs=<milliseconds> with mode=slow)");
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<Map<String, String>> mistyped(MethodArgumentTypeMismatchException e) {
        return badRequest("parameter '" + e.getName() + "' must be a whole number of milliseconds, got '"
                + e.getValue() + "'");
    }

    private static ResponseEntity<Map<String, String>> badRequest(String reason) {
        return ResponseEntity.badRequest().body(Map.of("error", reason));
    }

    private static long orZero(Long delayMs) {
        return delayMs == null ? 0 : delayMs;
    }
}
