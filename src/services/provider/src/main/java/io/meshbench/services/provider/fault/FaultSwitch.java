package io.meshbench.services.provider.fault;

import java.util.concurrent.atomic.AtomicReference;
import org.springframework.stereotype.Component;

/** The fault in force, switched at run time; one volatile read per call when nothing is switched. */
@Component
public class FaultSwitch {

    private final AtomicReference<Fault> current = new AtomicReference<>(Fault.NONE);

    public Fault current() {
        return current.get();
    }

    public void set(Fault fault) {
        current.set(fault);
    }
}
