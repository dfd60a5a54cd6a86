package io.meshbench.services.tagx.api;

import java.util.Map;

/** The RPC contract of Dubbo and SOFARPC: the server answers with what arrived beside the call (attachments). */
public interface EchoService {

    /** @return the attachments / request properties the server received with this call */
    Map<String, String> echo(String stack);
}
